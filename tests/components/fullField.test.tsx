/**
 * A limited admin field says when it is full: the browser cuts a pasted title at the limit without a word, and on a
 * phone the end of the value is out of view.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';

function Title({ maxLength }: { maxLength?: number }) {
  const [title, setTitle] = useState('');
  return <TextField label="Title" value={title} onChange={setTitle} maxLength={maxLength} />;
}

function Details() {
  const [details, setDetails] = useState('');
  return <TextAreaField label="Details" value={details} onChange={setDetails} maxLength={10000} />;
}

const FULL_TITLE = 'At most 200 characters: anything longer, typed or pasted, is not kept.';

describe('a field with a maximum length', () => {
  it('says nothing while the value fits', async () => {
    render(<Title maxLength={200} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Sports Day');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText(FULL_TITLE)).toBeNull();
  });

  it('says so when a pasted text is cut at the limit, describes the field with it, and stops once it is shorter', async () => {
    const user = userEvent.setup();
    render(<Title maxLength={200} />);
    const field = screen.getByLabelText('Title');
    await user.click(field);
    await user.paste('A very long title. '.repeat(30));
    expect((field as HTMLInputElement).value).toHaveLength(200);
    expect(screen.getByRole('status')).toHaveTextContent(FULL_TITLE);
    expect(field).toHaveAccessibleDescription(FULL_TITLE);
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(field).not.toHaveAccessibleDescription(FULL_TITLE);
  });

  it('counts long limits with separators, in a text area too', async () => {
    const user = userEvent.setup();
    render(<Details />);
    await user.click(screen.getByLabelText('Details'));
    await user.paste('x'.repeat(10_050));
    expect(screen.getByRole('status')).toHaveTextContent('At most 10,000 characters: anything longer, typed or pasted, is not kept.');
  });

  it('with a limit that keeps the text, keeps a pasted title whole and says by how much it is too long', async () => {
    const user = userEvent.setup();
    function Kept() {
      const [title, setTitle] = useState('');
      return <TextField label="Title" value={title} onChange={setTitle} limit={20} />;
    }
    render(<Kept />);
    const field = screen.getByLabelText('Title');
    await user.click(field);
    await user.paste('A title pasted from a WhatsApp message');
    expect(field).toHaveValue('A title pasted from a WhatsApp message');
    const note = '18 characters too long: at most 20. Nothing was cut; shorten it to save.';
    expect(screen.getByRole('status')).toHaveTextContent(note);
    expect(field).toHaveAccessibleDescription(note);
    await user.clear(field);
    await user.type(field, 'Sports Day');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('has no note at all without a limit', () => {
    render(<Title />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
