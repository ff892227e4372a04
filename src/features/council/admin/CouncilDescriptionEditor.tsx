import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '@/components/admin/FormStatus';
import { useAsyncData } from '@/components/useAsyncData';
import { getCouncilDescription, saveCouncilDescription } from '../councilService';

const UPDATED = '✅ Description updated successfully.';
const NOT_FOUND = '❌ Description document not found.';
const updateFailed = (reason: string) => `❌ Failed to update description: ${reason}`;
const fetchFailed = (reason: string) => `❌ Error fetching description: ${reason}`;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads the council description (`council_info/main`) into a textarea the admin can edit and save. */
export function CouncilDescriptionEditor() {
  const state = useAsyncData(getCouncilDescription);
  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') {
    // Editing stays closed: saving over a description that could not be read would lose it.
    return (
      <div className="council-admin__fetch-error">
        <p className="form-status form-status--error" role="alert">
          {fetchFailed(reasonOf(state.error))}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={state.retry}>
          Retry
        </button>
      </div>
    );
  }
  return <CouncilDescriptionForm stored={state.data} />;
}

/** `stored` is null when the document does not exist yet: saving creates it. */
function CouncilDescriptionForm({ stored }: { stored: string | null }) {
  const [text, setText] = useState(stored ?? '');
  const [missing, setMissing] = useState(stored === null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const hintId = useId();
  const textareaId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await saveCouncilDescription(text);
      setMissing(false);
      setMessage({ kind: 'success', text: UPDATED });
    } catch (error) {
      console.error('Saving the council description failed.', error);
      setMessage({ kind: 'error', text: updateFailed(reasonOf(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit}>
      {missing && (
        <div>
          <p className="form-status form-status--error" role="status">
            {NOT_FOUND}
          </p>
          <p className="admin-hint">Type the description below and save it to create it.</p>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={textareaId}>
          Description
        </label>
        <p id={hintId} className="admin-hint">
          Shown above the members on the Council page. Leave an empty line between paragraphs.
        </p>
        <textarea
          id={textareaId}
          className="field__input council-admin__description"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={5000}
          aria-describedby={hintId}
          disabled={busy}
        />
      </div>
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save description'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
