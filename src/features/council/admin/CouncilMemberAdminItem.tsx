import { useEffect, useRef, useState } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { deleteCouncilMember, type CouncilMember } from '../councilService';
import { CouncilMemberEditor } from './CouncilMemberEditor';
import { CouncilMemberPhoto } from './CouncilMemberPhoto';

const REMOVE_QUESTION = 'Are you sure you want to remove this member?';

interface Props {
  member: CouncilMember;
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One council member in the manage list: edit in place, or remove after confirming. */
export function CouncilMemberAdminItem({ member, confirm, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the editor, the keyboard user continues from the Edit button rather than the top of the page.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  async function remove() {
    if (!(await confirm(REMOVE_QUESTION, 'Remove'))) return;
    setBusy(true);
    setMessage(null);
    try {
      await deleteCouncilMember(member.id);
      onChanged();
    } catch (error) {
      console.error('Removing the council member failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not remove the member: ${error instanceof Error ? error.message : String(error)}` });
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <li className="admin-item">
        <CouncilMemberEditor
          member={member}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="admin-item council-admin__member">
      <CouncilMemberPhoto member={member} />
      <div className="council-admin__member-info">
        <h3 className="admin-item__title">{member.name || 'Unnamed member'}</h3>
        <p className="admin-item__meta">
          {[member.position, member.year].filter(Boolean).join(' · ')}
          {member.priority !== null && ` · Priority ${member.priority}`}
        </p>
        {member.priority === null && (
          <p className="council-admin__warning">No numeric priority: hidden on the Council page until you give it one.</p>
        )}
      </div>
      <div className="admin-item__actions council-admin__member-actions">
        <button ref={editButton} type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} disabled={busy}>
          Edit
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => void remove()} disabled={busy}>
          {busy ? 'Removing…' : 'Delete'}
        </button>
      </div>
      <FormStatus message={message} />
    </li>
  );
}
