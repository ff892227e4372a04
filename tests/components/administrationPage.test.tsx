import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { officeBearers } from '@/content/officeBearers';
import { AdministrationPage } from '@/features/administration/AdministrationPage';
import { initialsOf } from '@/features/administration/initials';
import type { StaffGroup, StaffKind } from '@/features/administration/staffService';
import { renderWithQueries } from './renderWithQueries';

type Listener = { onChange: (groups: StaffGroup[]) => void; onError: (error: Error) => void };

const service = vi.hoisted(() => ({
  getSiteDocumentId: vi.fn<() => Promise<string | null>>(),
  subscribeStaffGroups:
    vi.fn<(siteId: string, kind: StaffKind, onChange: Listener['onChange'], onError: Listener['onError']) => () => void>(),
}));
vi.mock('@/features/administration/staffService', () => service);

const listeners = new Map<StaffKind, Listener>();
const unsubscribe = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  listeners.clear();
  service.subscribeStaffGroups.mockImplementation((_siteId, kind, onChange, onError) => {
    listeners.set(kind, { onChange, onError });
    return unsubscribe;
  });
});

const list = (name: string) => screen.getByRole('region', { name });

describe('AdministrationPage', () => {
  it("shows 'Loading...' under each list first, then the live lists, and stops listening when it leaves", async () => {
    service.getSiteDocumentId.mockResolvedValue('school');
    const { unmount } = renderWithQueries(<AdministrationPage />);
    expect(within(list('Faculty List')).getByText('Loading...')).toBeInTheDocument();
    expect(within(list('Non-Teaching Staff')).getByText('Loading...')).toBeInTheDocument();

    await vi.waitFor(() => expect(listeners.size).toBe(2));
    expect(service.subscribeStaffGroups).toHaveBeenCalledWith('school', 'faculty', expect.any(Function), expect.any(Function));
    act(() => listeners.get('faculty')?.onChange([{ id: 'maths', name: 'Mathematics', priority: 1, members: [] }]));
    expect(await within(list('Faculty List')).findByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    expect(within(list('Faculty List')).getByText('No members')).toBeInTheDocument();
    expect(within(list('Non-Teaching Staff')).getByText('Loading...')).toBeInTheDocument();

    act(() => listeners.get('nonTeaching')?.onChange([]));
    expect(await screen.findByText('No non-teaching staff added.')).toBeInTheDocument();

    // A live update replaces the list.
    act(() => listeners.get('faculty')?.onChange([]));
    expect(await screen.findByText('No faculty departments added.')).toBeInTheDocument();

    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('shows both lists empty when there is no site document', async () => {
    service.getSiteDocumentId.mockResolvedValue(null);
    renderWithQueries(<AdministrationPage />);
    expect(await screen.findByText('No faculty departments added.')).toBeInTheDocument();
    expect(screen.getByText('No non-teaching staff added.')).toBeInTheDocument();
    expect(service.subscribeStaffGroups).not.toHaveBeenCalled();
  });

  it('says a list could not be read, rather than that it is empty, and Retry listens again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    service.getSiteDocumentId.mockResolvedValue('school');
    renderWithQueries(<AdministrationPage />);
    await vi.waitFor(() => expect(listeners.size).toBe(2));
    act(() => listeners.get('faculty')?.onError(new Error('permission-denied')));

    const faculty = list('Faculty List');
    expect(await within(faculty).findByText("We couldn't load the faculty list. Please check your connection and try again.")).toBeInTheDocument();
    expect(within(faculty).queryByText('No faculty departments added.')).not.toBeInTheDocument();
    fireEvent.click(within(faculty).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(service.subscribeStaffGroups).toHaveBeenCalledTimes(3));
    act(() => listeners.get('faculty')?.onChange([{ id: 'maths', name: 'Mathematics', priority: 1, members: [] }]));
    expect(await within(faculty).findByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
  });

  it('offers a retry when the site document cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    service.getSiteDocumentId.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(null);
    renderWithQueries(<AdministrationPage />);
    fireEvent.click(await within(list('Faculty List')).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No faculty departments added.')).toBeInTheDocument();
  });

  it('shows the six office-bearers, each with a photo or initials', () => {
    service.getSiteDocumentId.mockReturnValue(new Promise(() => {}));
    renderWithQueries(<AdministrationPage />);
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
    renderWithQueries(<AdministrationPage />);
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
