import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_FIELDS_MISSING } from '@/features/links/linkSchema';
import { LinkForm } from '@/features/links/admin/LinkForm';
import { FILL_IN } from '@/components/admin/inputSchema';
import { renderWithQueries } from './renderWithQueries';

// A form built on its collection's schema (useSchemaForm, SchemaField), shown with the links' form.
// The links' writes, where they reach the database.
const linkWriter = vi.hoisted(() => ({ add: vi.fn<(draft: unknown) => Promise<string>>(), update: vi.fn(), remove: vi.fn() }));
vi.mock('@/lib/collectionWriter', () => ({ collectionWriter: () => linkWriter }));
vi.mock('@/features/links/linksService', () => ({ LINKS: 'important_links', listImportantLinks: () => Promise.resolve([]) }));

const NOT_A_WEB_ADDRESS =
  'Enter a full web address starting with https:// (for example https://www.cbse.gov.in/), or a page of this site starting with / (for example /Events).';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => act(() => screen.getByRole('button', { name: 'Add link' }).click());

beforeEach(() => {
  vi.clearAllMocks();
  linkWriter.add.mockResolvedValue('new-id');
});

describe('a schema form', () => {
  it('says the form’s own message for a blank required field, marks each blank field, and saves nothing', async () => {
    renderWithQueries(<LinkForm />);
    type('Title', 'CBSE');
    await add();

    const message = await screen.findByText(REQUIRED_FIELDS_MISSING);
    expect(message).toHaveFocus();
    expect(screen.getByLabelText('Link URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Button text')).toHaveAccessibleDescription(FILL_IN);
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).toHaveValue('CBSE');
    expect(linkWriter.add).not.toHaveBeenCalled();
  });

  it('puts a wrong value’s problem under its field, which takes focus, and clears it once corrected', async () => {
    renderWithQueries(<LinkForm />);
    type('Title', 'CBSE');
    type('Button text', 'Visit');
    type('Link URL', 'javascript:alert(1)');
    await add();

    const url = screen.getByLabelText('Link URL');
    await vi.waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAccessibleDescription(NOT_A_WEB_ADDRESS);
    expect(screen.queryByRole('alert')).toBeNull();

    type('Link URL', 'https://www.cbse.gov.in/');
    await vi.waitFor(() => expect(url).not.toHaveAttribute('aria-invalid'));
    await add();
    expect(await screen.findByText('✅ Link added successfully!')).toBeInTheDocument();
    expect(linkWriter.add).toHaveBeenCalledWith({ title: 'CBSE', url: 'https://www.cbse.gov.in/', buttonText: 'Visit', description: '' });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('refuses a character that reorders text, in words under the field', async () => {
    renderWithQueries(<LinkForm />);
    type('Title', 'Fees\u202Efdp.exe');
    type('Link URL', 'https://example.org/');
    type('Button text', 'Open');
    await add();

    await vi.waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/right-to-left override \(U\+202E\)/);
    expect(linkWriter.add).not.toHaveBeenCalled();
  });
});
