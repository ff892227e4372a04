import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CouncilAdminPage } from '@/features/council/admin/CouncilAdminPage';
import { renderWithQueries } from './renderWithQueries';

const service = vi.hoisted(() => ({
  getCouncilDescription: vi.fn<() => Promise<string | null>>(),
  listCouncilMembers: vi.fn(() => Promise.resolve([])),
}));
vi.mock('@/features/council/councilService', () => service);

const adminService = vi.hoisted(() => ({
  listCouncilMembersForAdmin: vi.fn(() => Promise.resolve([])),
  saveCouncilDescription: vi.fn<(description: string) => Promise<void>>(),
  councilMemberWriter: { add: vi.fn(), update: vi.fn(), remove: vi.fn() },
  councilMemberOrder: { move: vi.fn() },
}));
vi.mock('@/features/council/admin/councilAdminService', () => adminService);

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const section = () => screen.getByRole('region', { name: 'Council description' });

function save() {
  fireEvent.click(within(section()).getByRole('button', { name: 'Save description' }));
}

describe('the council description on the council admin page', () => {
  it('loads the description into the textarea and saves the edited text', async () => {
    service.getCouncilDescription.mockResolvedValue('The council of 2026-27.');
    adminService.saveCouncilDescription.mockResolvedValue();
    renderWithQueries(<CouncilAdminPage />);
    expect(within(section()).getByText('Loading...')).toBeInTheDocument();

    const textarea = await within(section()).findByLabelText('Description');
    expect(textarea).toHaveValue('The council of 2026-27.');
    fireEvent.change(textarea, { target: { value: 'A new description.' } });
    save();

    const message = await within(section()).findByText('✅ Description updated successfully.');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(message).toHaveFocus());
    expect(adminService.saveCouncilDescription).toHaveBeenCalledWith('A new description.');
    expect(textarea).toHaveValue('A new description.');
    // The saved description is read again for the public page.
    expect(service.getCouncilDescription).toHaveBeenCalledTimes(2);
  });

  it('says the document was not found, yet lets the admin type and save to create it', async () => {
    service.getCouncilDescription.mockResolvedValue(null);
    adminService.saveCouncilDescription.mockResolvedValue();
    renderWithQueries(<CouncilAdminPage />);

    expect(await within(section()).findByText('❌ Description document not found.')).toBeInTheDocument();
    const textarea = within(section()).getByLabelText('Description');
    expect(textarea).toHaveValue('');
    fireEvent.change(textarea, { target: { value: 'Our first council.' } });
    save();

    await within(section()).findByText('✅ Description updated successfully.');
    expect(adminService.saveCouncilDescription).toHaveBeenCalledWith('Our first council.');
    expect(within(section()).queryByText('❌ Description document not found.')).not.toBeInTheDocument();
  });

  it('shows why saving failed and keeps the typed text', async () => {
    service.getCouncilDescription.mockResolvedValue('Before.');
    adminService.saveCouncilDescription.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderWithQueries(<CouncilAdminPage />);

    const textarea = await within(section()).findByLabelText('Description');
    fireEvent.change(textarea, { target: { value: 'Typed and kept.' } });
    save();

    const message = await within(section()).findByText('❌ Failed to update description: Missing or insufficient permissions.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(textarea).toHaveValue('Typed and kept.');
    expect(within(section()).getByRole('button', { name: 'Save description' })).toBeEnabled();
  });

  it('shows why reading failed, offers no textarea to overwrite it with, and reads again on Retry', async () => {
    service.getCouncilDescription.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce('Read on retry.');
    renderWithQueries(<CouncilAdminPage />);

    expect(await within(section()).findByText('❌ Error fetching description: Failed to fetch')).toBeInTheDocument();
    expect(within(section()).queryByLabelText('Description')).not.toBeInTheDocument();
    fireEvent.click(within(section()).getByRole('button', { name: 'Retry' }));

    expect(await within(section()).findByLabelText('Description')).toHaveValue('Read on retry.');
    expect(service.getCouncilDescription).toHaveBeenCalledTimes(2);
  });
});
