import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CouncilDescriptionEditor } from '@/features/council/admin/CouncilDescriptionEditor';

const service = vi.hoisted(() => ({
  getCouncilDescription: vi.fn<() => Promise<string | null>>(),
  saveCouncilDescription: vi.fn<(description: string) => Promise<void>>(),
}));
vi.mock('@/features/council/councilService', () => service);

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
}

describe('CouncilDescriptionEditor', () => {
  it('loads the description into the textarea and saves the edited text', async () => {
    service.getCouncilDescription.mockResolvedValue('The council of 2026-27.');
    service.saveCouncilDescription.mockResolvedValue();
    render(<CouncilDescriptionEditor />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const textarea = await screen.findByLabelText('Description');
    expect(textarea).toHaveValue('The council of 2026-27.');
    fireEvent.change(textarea, { target: { value: 'A new description.' } });
    save();

    const message = await screen.findByText('✅ Description updated successfully.');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(message).toHaveFocus());
    expect(service.saveCouncilDescription).toHaveBeenCalledWith('A new description.');
    expect(textarea).toHaveValue('A new description.');
  });

  it('says the document was not found, yet lets the admin type and save to create it', async () => {
    service.getCouncilDescription.mockResolvedValue(null);
    service.saveCouncilDescription.mockResolvedValue();
    render(<CouncilDescriptionEditor />);

    expect(await screen.findByText('❌ Description document not found.')).toBeInTheDocument();
    const textarea = screen.getByLabelText('Description');
    expect(textarea).toHaveValue('');
    fireEvent.change(textarea, { target: { value: 'Our first council.' } });
    save();

    await screen.findByText('✅ Description updated successfully.');
    expect(service.saveCouncilDescription).toHaveBeenCalledWith('Our first council.');
    expect(screen.queryByText('❌ Description document not found.')).not.toBeInTheDocument();
  });

  it('shows why saving failed and keeps the typed text', async () => {
    service.getCouncilDescription.mockResolvedValue('Before.');
    service.saveCouncilDescription.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    render(<CouncilDescriptionEditor />);

    const textarea = await screen.findByLabelText('Description');
    fireEvent.change(textarea, { target: { value: 'Typed and kept.' } });
    save();

    const message = await screen.findByText('❌ Failed to update description: Missing or insufficient permissions.');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(message).toHaveFocus());
    expect(textarea).toHaveValue('Typed and kept.');
    expect(screen.getByRole('button', { name: 'Save description' })).toBeEnabled();
  });

  it('shows why reading failed, offers no textarea to overwrite it with, and reads again on Retry', async () => {
    service.getCouncilDescription.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce('Read on retry.');
    render(<CouncilDescriptionEditor />);

    expect(await screen.findByText('❌ Error fetching description: Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByLabelText('Description')).toHaveValue('Read on retry.');
    expect(service.getCouncilDescription).toHaveBeenCalledTimes(2);
  });
});
