import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { officeBearers } from '@/content/officeBearers';
import { AdministrationPage } from '@/features/administration/AdministrationPage';
import { initialsOf } from '@/features/administration/initials';
import type { StaffGroup, StaffKind } from '@/features/administration/staffService';

const service = vi.hoisted(() => ({
  getSiteDocumentId: vi.fn<() => Promise<string | null>>(),
  subscribeStaffGroups: vi.fn<(siteId: string, kind: StaffKind, onChange: (groups: StaffGroup[]) => void) => () => void>(),
}));
vi.mock('@/features/administration/staffService', () => service);

const listeners = new Map<StaffKind, (groups: StaffGroup[]) => void>();
const unsubscribe = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  listeners.clear();
  service.subscribeStaffGroups.mockImplementation((_siteId, kind, onChange) => {
    listeners.set(kind, onChange);
    return unsubscribe;
  });
});

describe('AdministrationPage', () => {
  it("shows 'Loading...' first, then the live lists, and stops listening when it leaves", async () => {
    service.getSiteDocumentId.mockResolvedValue('school');
    const { unmount } = render(<AdministrationPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => {});
    expect(service.subscribeStaffGroups).toHaveBeenCalledWith('school', 'faculty', expect.any(Function));
    expect(service.subscribeStaffGroups).toHaveBeenCalledWith('school', 'nonTeaching', expect.any(Function));

    act(() => listeners.get('faculty')?.([{ id: 'maths', name: 'Mathematics', priority: 1, members: [] }]));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => listeners.get('nonTeaching')?.([]));

    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const faculty = screen.getByRole('region', { name: 'Faculty List' });
    expect(within(faculty).getByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    expect(within(faculty).getByText('No members')).toBeInTheDocument();
    expect(screen.getByText('No non-teaching staff added.')).toBeInTheDocument();

    // A live update replaces the list.
    act(() => listeners.get('faculty')?.([]));
    expect(screen.getByText('No faculty departments added.')).toBeInTheDocument();

    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('shows both lists empty when there is no site document', async () => {
    service.getSiteDocumentId.mockResolvedValue(null);
    render(<AdministrationPage />);
    expect(await screen.findByText('No faculty departments added.')).toBeInTheDocument();
    expect(screen.getByText('No non-teaching staff added.')).toBeInTheDocument();
    expect(service.subscribeStaffGroups).not.toHaveBeenCalled();
  });

  it('offers a retry when the site document cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    service.getSiteDocumentId.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null);
    render(<AdministrationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No faculty departments added.')).toBeInTheDocument();
  });

  it('shows the six office-bearers, each with a photo or initials', () => {
    service.getSiteDocumentId.mockReturnValue(new Promise(() => {}));
    render(<AdministrationPage />);
    const cards = screen.getByRole('region', { name: 'Office-Bearers' }).querySelectorAll('li');
    expect(cards).toHaveLength(6);
    expect([...cards].map((card) => card.querySelector('p')?.textContent)).toEqual([
      'President', 'Secretary & Correspondent', 'Associate Secretary', 'Treasurer', 'Correspondent', 'Principal',
    ]);
    for (const bearer of officeBearers) {
      if (bearer.img) {
        const photo = screen.getByRole('img', { name: `${bearer.name}, ${bearer.role}` });
        expect(photo).toHaveAttribute('width');
        expect(photo).toHaveAttribute('height');
      } else {
        expect(screen.getByText(initialsOf(bearer.name))).toBeInTheDocument();
      }
    }
  });

  it('opens the trust website and the social pages in a new tab, safely', () => {
    service.getSiteDocumentId.mockReturnValue(new Promise(() => {}));
    render(<AdministrationPage />);
    const trustOffice = screen.getByRole('region', { name: 'Trust Office' });
    const links = within(trustOffice).getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(within(trustOffice).getByRole('link', { name: /Visit the Trust Website/ })).toHaveAttribute('target', '_blank');
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
    }
  });
});
