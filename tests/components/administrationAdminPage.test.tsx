import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { AdministrationAdminPage } from '@/features/administration/admin/AdministrationAdminPage';
import type { StaffGroup, StaffKind } from '@/features/administration/staffService';
import * as staffService from '@/features/administration/staffService';
import * as staffAdminService from '@/features/administration/admin/staffAdminService';
import { renderWithQueries } from './renderWithQueries';

vi.mock('@/features/administration/staffService', () => ({
  getSiteDocumentId: vi.fn(),
  subscribeStaffGroups: vi.fn(),
}));
vi.mock('@/features/administration/admin/staffAdminService', () => ({
  addStaffGroup: vi.fn(),
  updateStaffGroup: vi.fn(),
  deleteStaffGroup: vi.fn(),
  addStaffMember: vi.fn(),
  updateStaffMember: vi.fn(),
  moveStaffMember: vi.fn(),
  removeStaffMember: vi.fn(),
  staffGroupOrder: vi.fn(),
}));

const service = { ...vi.mocked(staffService), ...vi.mocked(staffAdminService) };

const LISTS: Record<StaffKind, StaffGroup[]> = {
  faculty: [
    { id: 'science', name: 'Science', priority: 2, members: [{ name: 'Dr. S. Venkatesh', qualification: 'Ph.D. (Physics)', designation: null, document: null }] },
    { id: 'arts', name: null, priority: 3, members: [] },
  ],
  nonTeaching: [{ id: 'accounts', name: 'Accounts', priority: 1, members: [{ name: 'Mr. V. Srinivasan', qualification: null, designation: null, document: null }] }],
};


let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  vi.resetAllMocks();
  service.staffGroupOrder.mockReturnValue({ move: vi.fn() });
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
  renderWithQueries(<AdministrationAdminPage />);
  await screen.findByRole('heading', { level: 4, name: 'Science' });
}

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
}

// jsdom is slow with a page this size; typing alone takes seconds.
describe('the administration admin page', { timeout: 20_000 }, () => {
  test('without a site document it says so, offers no add form and shows the empty lists', async () => {
    service.getSiteDocumentId.mockResolvedValue(null);
    renderWithQueries(<AdministrationAdminPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Site document missing\.$/);
    expect(await within(region('Faculty')).findByText('No departments')).toBeInTheDocument();
    expect(await within(region('Non-Teaching Staff')).findByText('No categories')).toBeInTheDocument();
    expect(screen.queryByLabelText('Department title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add department' })).not.toBeInTheDocument();
    expect(service.subscribeStaffGroups).not.toHaveBeenCalled();
  });

  test('lists members with their qualification, a group without members as "No members", and a nameless one by the fallback', async () => {
    await renderPage();
    const science = card('Science');
    expect(within(science).getByText('Ph.D. (Physics)')).toBeInTheDocument();
    expect(within(science).getByText('1 of 2 · 1 member')).toBeInTheDocument();
    expect(within(card('Untitled Department')).getByText('No members')).toBeInTheDocument();
  });

  test('an empty name gets its exact message and nothing is written', async () => {
    await renderPage();
    await user.click(within(region('Faculty')).getByRole('button', { name: 'Add department' }));
    expect(await within(region('Faculty')).findByRole('alert')).toHaveTextContent(/^Enter a title\.$/);
    await user.click(within(region('Non-Teaching Staff')).getByRole('button', { name: 'Add category' }));
    expect(await within(region('Non-Teaching Staff')).findByRole('alert')).toHaveTextContent(/^Enter category\.$/);
    const accounts = card('Accounts');
    await user.click(within(accounts).getByRole('button', { name: 'Add' }));
    expect(await within(accounts).findByRole('alert')).toHaveTextContent(/^Enter member name$/);
    expect(service.addStaffGroup).not.toHaveBeenCalled();
    expect(service.addStaffMember).not.toHaveBeenCalled();
  });

  test('a failed add shows the failure with the error message and keeps what was typed', async () => {
    service.addStaffGroup.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    await renderPage();
    const faculty = region('Faculty');
    await user.type(within(faculty).getByLabelText('Department title'), 'Robotics');
    await user.click(within(faculty).getByRole('button', { name: 'Add department' }));
    expect(await within(faculty).findByRole('alert')).toHaveTextContent(/^Failed to add faculty: Missing or insufficient permissions\.$/);
    expect(within(faculty).getByLabelText('Department title')).toHaveValue('Robotics');
    expect(service.addStaffGroup).toHaveBeenCalledWith('school', 'faculty', { name: 'Robotics' });

    const nonTeaching = region('Non-Teaching Staff');
    await user.type(within(nonTeaching).getByLabelText('Category'), 'Canteen');
    await user.click(within(nonTeaching).getByRole('button', { name: 'Add category' }));
    expect(await within(nonTeaching).findByRole('alert')).toHaveTextContent(/^Failed to add category: Missing or insufficient permissions\.$/);

    service.addStaffMember.mockRejectedValue(new Error('offline'));
    const accounts = card('Accounts');
    await user.type(within(accounts).getByLabelText('Add a member'), 'Mrs. New Clerk');
    await user.click(within(accounts).getByRole('button', { name: 'Add' }));
    expect(await within(accounts).findByRole('alert')).toHaveTextContent(/^Failed to add member: offline$/);
    expect(within(accounts).getByLabelText('Add a member')).toHaveValue('Mrs. New Clerk');
  });

  test('a name already in the group is pointed out beside the field, and nothing is written', async () => {
    await renderPage();
    const accounts = card('Accounts');
    const field = within(accounts).getByLabelText('Add a member');
    await user.type(field, 'Mr. V. Srinivasan');
    await user.click(within(accounts).getByRole('button', { name: 'Add' }));
    expect(await within(accounts).findByText('“Mr. V. Srinivasan” is already listed in Accounts.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(service.addStaffMember).not.toHaveBeenCalled();
  });

  test('one form edits the name; a failed save shows "Failed: …" and keeps the editor and its text', async () => {
    service.updateStaffGroup.mockRejectedValue(new Error('boom'));
    await renderPage();
    await user.click(within(card('Science')).getByRole('button', { name: 'Edit Science' }));
    const editor = screen.getByRole('form', { name: 'Edit Science' });
    const name = within(editor).getByLabelText('Department title');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Sciences');
    expect(within(editor).queryByLabelText('Priority')).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(/^Failed: boom$/);
    expect(within(editor).getByLabelText('Department title')).toHaveValue('Sciences');
    expect(service.updateStaffGroup).toHaveBeenCalledWith('school', 'faculty', 'science', { name: 'Sciences' });

    // Escape leaves the editor and gives focus back to Edit.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit Science' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(within(card('Science')).getByRole('button', { name: 'Edit Science' })).toHaveFocus());
  });

  test('a member’s name is corrected in place', async () => {
    service.updateStaffMember.mockResolvedValue();
    await renderPage();
    const science = card('Science');
    await user.click(within(science).getByRole('button', { name: 'Edit Dr. S. Venkatesh' }));
    const editor = within(science).getByRole('form', { name: 'Edit Dr. S. Venkatesh' });
    await user.clear(within(editor).getByLabelText('Name'));
    await user.type(within(editor).getByLabelText('Name'), 'Dr. S. Venkatesan');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(science).findByText('✅ Changes saved.')).toBeInTheDocument();
    expect(service.updateStaffMember).toHaveBeenCalledWith('school', 'faculty', { id: 'science', title: 'Science' }, 'Dr. S. Venkatesh', {
      name: 'Dr. S. Venkatesan',
      qualification: 'Ph.D. (Physics)',
      designation: '',
    });
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
    expect(await within(science).findByText('Delete failed: denied')).toBeInTheDocument();

    await user.click(within(science).getByRole('button', { name: 'Remove Dr. S. Venkatesh' }));
    expect(await screen.findByText('Remove “Dr. S. Venkatesh” from Science?')).toBeInTheDocument();
    await confirmDialog('Remove');
    expect(await within(science).findByText('Delete failed: gone')).toBeInTheDocument();
    expect(service.removeStaffMember).toHaveBeenCalledWith('school', 'faculty', { id: 'science', title: 'Science' }, 'Dr. S. Venkatesh');

    const accounts = card('Accounts');
    await user.click(within(accounts).getByRole('button', { name: 'Delete Accounts' }));
    expect(await screen.findByText('Delete the category “Accounts” and its members?')).toBeInTheDocument();
    await confirmDialog('Cancel');
  });
});
