import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/admin/ConfirmDialog';
import { AnnouncementCard } from '@/features/announcements/AnnouncementCard';
import { AnnouncementForm } from '@/features/announcements/admin/AnnouncementForm';
import type { Announcement } from '@/features/announcements/announcementsService';
import { renderWithQueries } from './renderWithQueries';
import { MemoryRouter } from 'react-router-dom';

const announcementsAdmin = vi.hoisted(() => ({
  addAnnouncement: vi.fn<() => Promise<string>>(),
  updateAnnouncement: vi.fn<() => Promise<void>>(),
  setAnnouncementArchived: vi.fn(),
  publishAnnouncement: vi.fn(),
  deleteAnnouncement: vi.fn(),
  listAnnouncementsForAdmin: vi.fn(() => Promise.resolve([])),
}));
vi.mock('@/features/announcements/admin/announcementsAdminService', () => announcementsAdmin);

const CIRCULAR = { name: 'Fee circular', url: '/docs/fee-circular.pdf' };
const FORM = { name: 'Consent form', url: 'https://res.cloudinary.com/demo/raw/upload/v1/consent.pdf' };

const announcement: Announcement = {
  draft: false,
  takeDownAt: null,
  audience: [],
  urgentUntil: null,
  id: 'fees',
  title: 'Term II fees',
  content: 'Due on 30 November.',
  imageUrls: [],
  attachments: [CIRCULAR, FORM],
  datePosted: new Date('2026-11-14T09:15:00Z'),
  archived: false,
  updatedAt: null,
};

/** A picked file, as the file input hands it over. */
const pdf = (name: string) => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('AnnouncementCard attachments', () => {
  it('shows each attachment as a link by its name that opens the PDF in a new tab, reached by the keyboard', () => {
    render(<AnnouncementCard announcement={announcement} condensed />, { wrapper: MemoryRouter });
    const list = within(screen.getByRole('list', { name: 'Attachments' }));
    const first = list.getByRole('link', { name: 'Fee circular (PDF, opens in a new tab)' });
    expect(list.getAllByRole('link')).toEqual([first, list.getByRole('link', { name: 'Consent form (PDF, opens in a new tab)' })]);
    expect(first).toHaveAttribute('href', CIRCULAR.url);
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    // The PDF mark is drawn at its size from the first paint, so nothing moves.
    const mark = first.querySelector('svg');
    expect(mark).toHaveAttribute('width', '24');
    expect(mark).toHaveAttribute('height', '24');
    first.focus();
    expect(first).toHaveFocus();
  });

  it('shows no attachments list for an announcement without any', () => {
    render(<AnnouncementCard announcement={{ ...announcement, attachments: [] }} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull();
    // Only the title's link to the announcement's own page.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/Announcements/fees']);
  });
});

describe('AnnouncementForm attachments', () => {
  it('names a picked PDF after its file, without .pdf, and lets the admin rename it', () => {
    renderWithQueries(<ConfirmProvider><AnnouncementForm /></ConfirmProvider>);
    fireEvent.change(screen.getByLabelText('PDF attachments (optional)'), { target: { files: [pdf('Fee Circular Nov 2026.PDF')] } });
    const name = screen.getByLabelText('Name shown for Fee Circular Nov 2026.PDF');
    expect(name).toHaveValue('Fee Circular Nov 2026');
    fireEvent.change(name, { target: { value: 'Term II fee circular' } });
    expect(name).toHaveValue('Term II fee circular');
  });

  it('refuses to post with a blank attachment name, or more than five, and keeps everything', async () => {
    renderWithQueries(<ConfirmProvider><AnnouncementForm /></ConfirmProvider>);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fees' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'Due soon.' } });
    fireEvent.change(screen.getByLabelText('PDF attachments (optional)'), { target: { files: [pdf('circular.pdf')] } });
    fireEvent.change(screen.getByLabelText('Name shown for circular.pdf'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText('❌ Please give every attachment a name.')).toBeInTheDocument();

    // A name that would read differently from what it holds is refused in words, at the field and in the message.
    fireEvent.change(screen.getByLabelText('Name shown for circular.pdf'), { target: { value: 'Circular\u202efdp.exe' } });
    expect(screen.getByLabelText('Name shown for circular.pdf')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText(/^❌ Nothing was saved: check the name of attachment 1\. This holds a hidden character that is not allowed: a right-to-left override \(U\+202E\)/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Name shown for circular.pdf'), { target: { value: 'Circular' } });
    fireEvent.change(screen.getByLabelText('PDF attachments (optional)'), { target: { files: ['a', 'b', 'c', 'd', 'e'].map((name) => pdf(`${name}.pdf`)) } });
    fireEvent.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText('❌ An announcement can have at most 5 attachments: remove 1 of the 6.')).toBeInTheDocument();

    expect(announcementsAdmin.addAnnouncement).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Fees');
    expect(screen.getByLabelText('Name shown for circular.pdf')).toHaveValue('Circular');
  });

  it('in the editor renames one stored attachment and removes another, and saves both changes', async () => {
    announcementsAdmin.updateAnnouncement.mockResolvedValue();
    const done = vi.fn();
    renderWithQueries(<ConfirmProvider><AnnouncementForm initial={announcement} onDone={done} /></ConfirmProvider>);
    const current = screen.getByRole('group', { name: 'Current attachments' });
    expect(within(current).getByRole('link', { name: 'Open attachment 2 (opens in a new tab)' })).toHaveAttribute('href', FORM.url);

    fireEvent.change(within(current).getByLabelText('Name of attachment 2'), { target: { value: 'Signed consent form' } });
    fireEvent.click(within(current).getByRole('button', { name: 'Remove attachment 1' }));
    expect(within(current).getByLabelText('Name of attachment 1')).toHaveValue('Signed consent form');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(announcementsAdmin.updateAnnouncement).toHaveBeenCalledWith(
      'fees',
      { title: 'Term II fees', content: 'Due on 30 November.', imageUrls: [], attachments: [{ ...FORM, name: 'Signed consent form' }], timing: { kind: 'now' }, takeDownAt: null, urgentUntil: null, audience: [] },
      { item: announcement, updatedAt: null },
    );
  });

  it('asks before saving a notice due within the hour, and says until when its version before stays readable', async () => {
    announcementsAdmin.updateAnnouncement.mockResolvedValue();
    const done = vi.fn();
    const due = new Date(Date.now() + 20 * 60 * 1000);
    renderWithQueries(
      <ConfirmProvider>
        <AnnouncementForm initial={{ ...announcement, datePosted: due }} onDone={done} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Save as draft/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(/This notice is due to appear on .*, within the hour\..* stays readable that way from .* until .*\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(announcementsAdmin.updateAnnouncement).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Save anyway' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(announcementsAdmin.updateAnnouncement).toHaveBeenCalledWith('fees', expect.objectContaining({ timing: { kind: 'draft' } }), expect.anything());
  });
});
