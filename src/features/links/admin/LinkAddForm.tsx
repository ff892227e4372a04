import { useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { addImportantLink } from '../linksService';
import { LinkFields } from './LinkFields';
import { EMPTY_LINK_INPUT, linkInputProblem } from './linkInput';

const ADDED = '✅ Link added successfully!';
const FAILED = '❌ Failed to add link.';

/** Adds an important link (title, address and button text required); on failure everything typed stays. */
export function LinkAddForm({ onAdded }: { onAdded: () => void }) {
  const [input, setInput] = useState(EMPTY_LINK_INPUT);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = linkInputProblem(input, { buttonTextRequired: true });
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await addImportantLink(input);
      setInput(EMPTY_LINK_INPUT);
      setMessage({ kind: 'success', text: ADDED });
      onAdded();
    } catch (error) {
      console.error('Adding the link failed.', error);
      setMessage({ kind: 'error', text: FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    // noValidate: the specification's own messages, not the browser's bubbles, say what is missing.
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <LinkFields input={input} onChange={setInput} buttonTextRequired disabled={busy} />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add link'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
