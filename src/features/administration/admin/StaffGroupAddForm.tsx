import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '@/components/admin/FormStatus';
import { addStaffGroup, type StaffKind } from '../staffService';
import { STAFF_KIND_TEXT, errorText } from './staffAdminText';

interface Props {
  kind: StaffKind;
  /** Null when there is no site document: the form is shown but disabled. */
  siteId: string | null;
}

/** Adds a faculty department or a non-teaching category; a priority that is not a number is stored as 1. */
export function StaffGroupAddForm({ kind, siteId }: Props) {
  const text = STAFF_KIND_TEXT[kind];
  const [name, setName] = useState('');
  const [priority, setPriority] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const hintId = useId();
  const headingId = useId();
  const disabled = !siteId;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!siteId) return;
    if (!name.trim()) {
      setMessage({ kind: 'error', text: text.missingName });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await addStaffGroup(siteId, kind, { name, priority });
      setName('');
      setPriority('');
      setMessage({ kind: 'success', text: `Added the ${text.noun} “${name.trim()}”.` });
    } catch (error) {
      console.error(`Adding the ${text.noun} failed.`, error);
      setMessage({ kind: 'error', text: text.addFailed + errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  // noValidate: the page shows the specification's own validation texts instead of the browser's bubbles.
  return (
    <form className="admin-form staff-admin-add" onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="staff-admin__subheading">
        {text.addHeading}
      </h3>
      <div className="staff-admin-add__row">
        <label className="field staff-admin-add__name">
          <span className="field__label">{text.nameLabel}</span>
          <input
            className="field__input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
          />
        </label>
        <label className="field staff-admin-add__priority">
          <span className="field__label">Priority</span>
          <input
            className="field__input"
            type="number"
            inputMode="numeric"
            step="any"
            value={priority}
            onChange={(event) => setPriority(event.target.value)}
            aria-describedby={hintId}
            disabled={disabled}
          />
        </label>
      </div>
      <p id={hintId} className="staff-admin__hint">
        Lower numbers are listed first. Left empty, the priority is 1.
      </p>
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy || disabled}>
          {busy ? 'Adding…' : text.addButton}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
