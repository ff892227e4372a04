import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { updateImportantLink, type ImportantLink } from '../linksService';
import { LinkFields } from './LinkFields';
import { inputOfLink, linkInputProblem } from './linkInput';

interface Props {
  link: ImportantLink;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits every field of a link in place; on failure everything typed stays. */
export function LinkEditor({ link, onSaved, onCancel }: Props) {
  const [input, setInput] = useState(() => inputOfLink(link));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = linkInputProblem(input, { buttonTextRequired: false });
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await updateImportantLink(link.id, input);
      onSaved();
    } catch (error) {
      console.error('Saving the link failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not save the changes: ${error instanceof Error ? error.message : String(error)}` });
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="admin-form" onSubmit={handleSubmit} noValidate aria-label={`Edit ${link.title || 'link'}`}>
      <LinkFields input={input} onChange={setInput} buttonTextRequired={false} disabled={busy} />
      <div className="admin-form__actions">
        <button className="button button--small" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
