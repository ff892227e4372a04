import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementsAdminPage } from '@/features/announcements/admin/AnnouncementsAdminPage';
import type { Announcement } from '@/features/announcements/announcementsService';
import { LinkForm } from '@/features/links/admin/LinkForm';
import { renderWithQueries } from './renderWithQueries';

// The links' writes, where they reach the database.
const linkWriter = vi.hoisted(() => ({ add: vi.fn<() => Promise<string>>(), update: vi.fn(), remove: vi.fn() }));
vi.mock('@/lib/collectionWriter', () => ({ collectionWriter: () => linkWriter }));
vi.mock('@/features/links/linksService', () => ({ LINKS: 'important_links', listImportantLinks: () => Promise.resolve([]) }));

const announcement: Announcement = {
  id: 'sports-day', title: 'Sports Day', content: 'On Friday.', imageUrls: [], attachments: [], datePosted: null, archived: false, draft: false, takeDownAt: null, updatedAt: null, audience: [], urgentUntil: null,
};
const announcementsAdmin = vi.hoisted(() => ({
  addAnnouncement: vi.fn(),
  updateAnnouncement: vi.fn(),
  setAnnouncementArchived: vi.fn<() => Promise<void>>(),
  publishAnnouncement: vi.fn(),
  deleteAnnouncement: vi.fn(),
  listAnnouncementsForAdmin: () => Promise.resolve([announcement]),
}));
vi.mock('@/features/announcements/admin/announcementsAdminService', () => announcementsAdmin);


beforeEach(() => {
  vi.clearAllMocks();
});

/** Two taps in the same tick, as a slow phone delivers them: React has not re-rendered in between. */
function doubleTap(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

describe('two taps in the same tick', () => {
  it('add a link once', async () => {
    let finish: (id: string) => void = () => {};
    linkWriter.add.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWithQueries(<LinkForm />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'CBSE' } });
    fireEvent.change(screen.getByLabelText('Link URL'), { target: { value: 'https://www.cbse.gov.in/' } });
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Visit CBSE' } });

    doubleTap(screen.getByRole('button', { name: 'Add link' }));

    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeDisabled();
    act(() => finish('new-id'));
    expect(await screen.findByText('✅ Link added successfully!')).toBeInTheDocument();
    expect(linkWriter.add).toHaveBeenCalledTimes(1);
  });

  it('archive an announcement once', async () => {
    let finish: () => void = () => {};
    announcementsAdmin.setAnnouncementArchived.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWithQueries(<AnnouncementsAdminPage />);
    const item = (await screen.findByRole('heading', { level: 3, name: 'Sports Day' })).closest('li') as HTMLElement;

    doubleTap(within(item).getByRole('button', { name: 'Archive Sports Day' }));

    act(() => finish());
    await vi.waitFor(() => expect(within(item).getByRole('button', { name: 'Archive Sports Day' })).toBeEnabled());
    expect(announcementsAdmin.setAnnouncementArchived).toHaveBeenCalledTimes(1);
    expect(announcementsAdmin.setAnnouncementArchived).toHaveBeenCalledWith({ id: 'sports-day', title: 'Sports Day' }, true);
  });
});
