import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DisclosuresAdminPage } from '@/features/disclosures/admin/DisclosuresAdminPage';
import type { DisclosureDocument } from '@/features/disclosures/disclosuresService';
import { todayIsoDate } from '@/lib/isoDate';
import type { ListMove } from '@/lib/listOrder';
import { renderWithQueries } from './renderWithQueries';

const service = vi.hoisted(() => ({ DISCLOSURES: 'disclosure_documents', listDisclosureDocuments: vi.fn<() => Promise<DisclosureDocument[]>>() }));
vi.mock('@/features/disclosures/disclosuresService', () => service);

const adminService = vi.hoisted(() => ({
  disclosureWriter: { add: vi.fn(), update: vi.fn(), remove: vi.fn() },
  disclosureOrder: { move: vi.fn<(move: ListMove) => Promise<void>>() },
}));
vi.mock('@/features/disclosures/admin/disclosuresAdminService', () => adminService);

const document = (id: string, order: number): DisclosureDocument => ({
  id,
  title: id,
  description: null,
  pdfUrl: `/docs/${id}.pdf`,
  documentDate: '2026-06-12',
  order,
  updatedAt: null,
});
const LIST = [document('Affiliation', 1), document('Fees', 2), document('Results', 3)];

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  service.listDisclosureDocuments.mockResolvedValue(LIST);
});

const item = async (title: string) => (await screen.findByRole('heading', { name: title, level: 3 })).closest('li') as HTMLElement;

describe('moving disclosure documents', () => {
  it('cannot move the first one up or the last one down; the others move both ways', async () => {
    renderWithQueries(<DisclosuresAdminPage />);

    const first = await item('Affiliation');
    expect(within(first).getByRole('button', { name: 'Move up Affiliation' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Move down Affiliation' })).toBeEnabled();
    const middle = await item('Fees');
    expect(within(middle).getByRole('button', { name: 'Move up Fees' })).toBeEnabled();
    expect(within(middle).getByRole('button', { name: 'Move down Fees' })).toBeEnabled();
    const last = await item('Results');
    expect(within(last).getByRole('button', { name: 'Move down Results' })).toBeDisabled();
    expect(within(first).getByText('1 of 3 · Updated on 12 June 2026')).toBeInTheDocument();
  });

  it('moves a document with the list as shown, and reads the list again', async () => {
    adminService.disclosureOrder.move.mockResolvedValue();
    renderWithQueries(<DisclosuresAdminPage />);

    fireEvent.click(within(await item('Fees')).getByRole('button', { name: 'Move up Fees' }));

    await waitFor(() => expect(service.listDisclosureDocuments).toHaveBeenCalledTimes(2));
    expect(adminService.disclosureOrder.move).toHaveBeenCalledWith({
      id: 'Fees',
      direction: 'up',
      shown: LIST.map(({ id, order, title }) => ({ id, title, place: order })),
    });
  });

  it('shows a failed move with its reason and Retry, which moves it again', async () => {
    adminService.disclosureOrder.move.mockRejectedValueOnce(new Error('The database did not answer.')).mockResolvedValueOnce();
    renderWithQueries(<DisclosuresAdminPage />);
    const fees = await item('Fees');

    fireEvent.click(within(fees).getByRole('button', { name: 'Move down Fees' }));

    const failure = await within(fees).findByRole('alert');
    expect(failure).toHaveTextContent('❌ Could not move the document: The database did not answer.');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(failure).toHaveFocus());
    fireEvent.click(within(fees).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(fees).queryByRole('alert')).not.toBeInTheDocument());
    expect(adminService.disclosureOrder.move).toHaveBeenCalledTimes(2);
    expect(adminService.disclosureOrder.move).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'Fees', direction: 'down' }));
  });

  it('keeps the focus on the moved document: on the button used, or on the other one once that is disabled', async () => {
    adminService.disclosureOrder.move.mockResolvedValue();
    renderWithQueries(<DisclosuresAdminPage />);
    const fees = await item('Fees');
    const moveUp = within(fees).getByRole('button', { name: 'Move up Fees' });
    moveUp.focus();

    // Fees moves up: it is now the first, so Move up is disabled and Move down takes the focus.
    service.listDisclosureDocuments.mockResolvedValue([LIST[1], LIST[0], LIST[2]] as DisclosureDocument[]);
    fireEvent.click(moveUp);
    await waitFor(() => expect(moveUp).toBeDisabled());
    await waitFor(() => expect(within(fees).getByRole('button', { name: 'Move down Fees' })).toHaveFocus());
    // A screen reader hears where it went; nothing else takes the focus.
    expect(within(fees).getByRole('status')).toHaveTextContent('Moved up: now 1 of 3.');

    // Fees moves down again, its element after the other's: the focus stays on Move down.
    service.listDisclosureDocuments.mockResolvedValue(LIST);
    const moveDown = within(fees).getByRole('button', { name: 'Move down Fees' });
    fireEvent.click(moveDown);
    await waitFor(() => expect(moveUp).toBeEnabled());
    expect(moveDown).toHaveFocus();
    expect(within(fees).getByRole('status')).toHaveTextContent('Moved down: now 2 of 3.');
  });
});

describe('adding a disclosure document', () => {
  const addForm = () => screen.getByRole('region', { name: 'Add a document' });

  it("starts 'Updated on' at today, and says what is missing, keeping what was typed", async () => {
    renderWithQueries(<DisclosuresAdminPage />);
    const form = addForm();
    expect(within(form).getByLabelText('Updated on')).toHaveValue(todayIsoDate());

    fireEvent.change(within(form).getByLabelText('Description (optional)'), { target: { value: 'Typed first.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add document' }));

    const problem = await within(form).findByText('❌ Please add a title and a PDF.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('Typed first.');
    expect(adminService.disclosureWriter.add).not.toHaveBeenCalled();
  });

  it('refuses a date outside 1900-2099 at the field', async () => {
    renderWithQueries(<DisclosuresAdminPage />);
    const form = addForm();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Fees' } });
    fireEvent.change(within(form).getByLabelText('Updated on'), { target: { value: '1850-01-01' } });
    fireEvent.change(within(form).getByLabelText('PDF'), { target: { files: [new File(['%PDF-1.4'], 'fees.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add document' }));

    const date = within(form).getByLabelText('Updated on');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Enter a day, month and year between 1900 and 2099.'));
    expect(date).toHaveFocus();
    expect(within(form).getByLabelText('Title')).toHaveValue('Fees');
    expect(adminService.disclosureWriter.add).not.toHaveBeenCalled();
  });
});
