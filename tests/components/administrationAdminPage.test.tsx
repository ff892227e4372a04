import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { StaffGroup, StaffKind } from '@/features/administration/staffService';
import * as staffService from '@/features/administration/staffService';
import { AdministrationAdminPage } from '@/features/administration/admin/AdministrationAdminPage';

vi.mock('@/features/administration/staffService', () => ({
  getSiteDocumentId: vi.fn(),
  subscribeStaffGroups: vi.fn(),
  addStaffGroup: vi.fn(),
  renameStaffGroup: vi.fn(),
  setStaffGroupPriority: vi.fn(),
  deleteStaffGroup: vi.fn(),
  addStaffMember: vi.fn(),
  removeStaffMember: vi.fn(),
}));

const service = vi.mocked(staffService);

const LISTS: Record<StaffKind, StaffGroup[]> = {
  faculty: [
    { id: 'science', name: 'Science', priority: 2, members: [{ name: 'Dr. S. Venkatesh', qualification: 'Ph.D. (Physics)' }] },
    { id: 'arts', name: null, priority: 3, members: [] },
  ],
  nonTeaching: [{ id: 'accounts', name: 'Accounts', priority: 1, members: [{ name: 'Mr. V. Srinivasan', qualification: null }] }],
};

// jsdom has no modal dialogs; the confirmation uses the native <dialog>.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  service.getSiteDocumentId.mockResolvedValue('school');
  service.subscribeStaffGroups.mockImplementation((_siteId, kind, onChange) => {
    onChange(LISTS[kind]);
    return () => {};
  });
});

const region = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

/** Renders the page and waits for the (stubbed) live lists. */
async function renderPage() {
  render(<AdministrationAdminPage />);
  await screen.findByRole('heading', { level: 4, name: 'Science' });
}

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
}

// jsdom is slow with a page this size; typing alone takes seconds.
describe('the administration admin page', { timeout: 20_000 }, () => {
  test('without a site document it says so, disables the add forms and shows the empty lists', async () => {
    service.getSiteDocumentId.mockResolvedValue(null);
    render(<AdministrationAdminPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Site document missing\.$/);
    expect(within(region('Faculty')).getByLabelText('Department title')).toBeDisabled();
    expect(within(region('Faculty')).getByRole('button', { name: 'Add department' })).toBeDisabled();
    expect(within(region('Non-Teaching Staff')).getByLabelText('Category')).toBeDisabled();
    expect(within(region('Faculty')).getByText('No departments')).toBeInTheDocument();
    expect(within(region('Non-Teaching Staff')).getByText('No categories')).toBeInTheDocument();
    expect(service.subscribeStaffGroups).not.toHaveBeenCalled();
  });

  test('lists members with their qualification, a group without members as "No members", and a nameless one by the fallback', async () => {
    await renderPage();
    const science = card('Science');
    expect(within(science).getByText('Ph.D. (Physics)')).toBeInTheDocument();
    expect(within(science).getByText('Priority 2 · 1 member')).toBeInTheDocument();
    expect(within(card('Untitled Department')).getByText('No members')).toBeInTheDocument();
  });

  test('a failed add shows the failure with the error message and keeps what was typed', async () => {
    service.addStaffGroup.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    await renderPage();
    const faculty = region('Faculty');
    await user.type(within(faculty).getByLabelText('Department title'), 'Robotics');
    await user.click(within(faculty).getByRole('button', { name: 'Add department' }));
    expect(await within(faculty).findByRole('alert')).toHaveTextContent(/^Failed to add faculty: Missing or insufficient permissions\.$/);
    expect(within(faculty).getByLabelText('Department title')).toHaveValue('Robotics');
    expect(service.addStaffGroup).toHaveBeenCalledWith('school', 'faculty', { name: 'Robotics', priority: '' });

    const nonTeaching = region('Non-Teaching Staff');
    await user.type(within(nonTeaching).getByLabelText('Category'), 'Canteen');
    await user.click(within(nonTeaching).getByRole('button', { name: 'Add category' }));
    expect(await within(nonTeaching).findByRole('alert')).toHaveTextContent(/^Failed to add category: Missing or insufficient permissions\.$/);

    service.addStaffMember.mockRejectedValue(new Error('offline'));
    const accounts = card('Accounts');
    await user.type(within(accounts).getByLabelText('Add a member to Accounts'), 'Mrs. New Clerk');
    await user.click(within(accounts).getByRole('button', { name: 'Add member to Accounts' }));
    expect(await within(accounts).findByRole('alert')).toHaveTextContent(/^Failed to add member: offline$/);
    expect(within(accounts).getByLabelText('Add a member to Accounts')).toHaveValue('Mrs. New Clerk');
  });

  test('a failed rename or reprioritise shows "Failed: …" and keeps the editor open', async () => {
    service.renameStaffGroup.mockRejectedValue(new Error('boom'));
    service.setStaffGroupPriority.mockRejectedValue(new Error('bang'));
    await renderPage();
    const science = card('Science');
    await user.click(within(science).getByRole('button', { name: 'Rename Science' }));
    const field = within(science).getByLabelText('New department title');
    await user.clear(field);
    await user.type(field, 'Sciences');
    await user.click(within(science).getByRole('button', { name: 'Save' }));
    expect(await within(science).findByRole('alert')).toHaveTextContent(/^Failed: boom$/);
    expect(within(science).getByLabelText('New department title')).toHaveValue('Sciences');
    await user.click(within(science).getByRole('button', { name: 'Cancel' }));

    await user.click(within(science).getByRole('button', { name: 'Change priority of Science' }));
    await user.clear(within(science).getByLabelText('Priority of Science'));
    await user.type(within(science).getByLabelText('Priority of Science'), '4');
    await user.click(within(science).getByRole('button', { name: 'Save' }));
    expect(await within(science).findByRole('alert')).toHaveTextContent(/^Failed: bang$/);
    expect(service.setStaffGroupPriority).toHaveBeenCalledWith('school', 'faculty', 'science', '4');
  });

  test('deleting a group and removing a member ask first, and a failure shows "Delete failed: …"', async () => {
    service.deleteStaffGroup.mockRejectedValue(new Error('denied'));
    service.removeStaffMember.mockRejectedValue(new Error('gone'));
    await renderPage();
    const science = card('Science');

    await user.click(within(science).getByRole('button', { name: 'Delete Science' }));
    expect(await screen.findByText('Delete the department “Science” and its members?')).toBeInTheDocument();
    await confirmDialog('Cancel');
    expect(service.deleteStaffGroup).not.toHaveBeenCalled();

    await user.click(within(science).getByRole('button', { name: 'Delete Science' }));
    await confirmDialog('Delete');
    expect(await within(science).findByRole('alert')).toHaveTextContent(/^Delete failed: denied$/);

    await user.click(within(science).getByRole('button', { name: 'Remove Dr. S. Venkatesh' }));
    expect(await screen.findByText('Remove “Dr. S. Venkatesh” from Science?')).toBeInTheDocument();
    await confirmDialog('Remove');
    expect(await within(science).findByRole('alert')).toHaveTextContent(/^Delete failed: gone$/);
    expect(service.removeStaffMember).toHaveBeenCalledWith('school', 'faculty', 'science', 'Dr. S. Venkatesh');

    const accounts = card('Accounts');
    await user.click(within(accounts).getByRole('button', { name: 'Delete Accounts' }));
    expect(await screen.findByText('Delete the category “Accounts” and its members?')).toBeInTheDocument();
    await confirmDialog('Cancel');
  });
});
