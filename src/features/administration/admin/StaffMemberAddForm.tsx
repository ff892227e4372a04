import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '@/components/admin/FormStatus';
import { addStaffMember, type StaffGroup, type StaffKind } from '../staffService';
import { ADD_MEMBER_FAILED, MISSING_MEMBER_NAME, errorText } from './staffAdminText';

interface Props {
  siteId: string;
  kind: StaffKind;
  group: StaffGroup;
  /** The group's name as shown (with the fallback for a group without one). */
  title: string;
}

/** The one-line form under a department or category that adds a member to it. */
export function StaffMemberAddForm({ siteId, kind, group, title }: Props) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const inputId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setMessage({ kind: 'error', text: MISSING_MEMBER_NAME });
      return;
    }
    // Members are stored as a set (arrayUnion): a second identical name would silently do nothing.
    if (group.members.some((member) => member.name === trimmed)) {
      setMessage({ kind: 'error', text: `“${trimmed}” is already listed in ${title}.` });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await addStaffMember(siteId, kind, group.id, trimmed);
      setName('');
      setMessage({ kind: 'success', text: `Added “${trimmed}” to ${title}.` });
    } catch (error) {
      console.error('Adding the member failed.', error);
      setMessage({ kind: 'error', text: ADD_MEMBER_FAILED + errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="staff-admin-member-form" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Add a member
        </label>
        <div className="staff-admin-member-form__row">
          <input
            id={inputId}
            aria-label={`Add a member to ${title}`}
            className="field__input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={200}
            autoComplete="off"
          />
          <button className="button button--small" type="submit" disabled={busy} aria-label={`Add member to ${title}`}>
            {busy ? 'Adding…' : 'Add'}
          </button>
        </div>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
