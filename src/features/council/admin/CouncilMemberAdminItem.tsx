import { AdminItemActions } from '@/components/admin/AdminItemActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useFocusAfterEditing } from '@/components/admin/useFocusAfterEditing';
import { useItemActions } from '@/components/admin/useItemActions';
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
  const { editing, setEditing, busy, message, remove, finishEditing } = useItemActions({ confirm, onChanged });
  const editButton = useFocusAfterEditing(editing);

  if (editing) {
    return (
      <li className="admin-item">
        <CouncilMemberEditor
          member={member}
          onSaved={finishEditing}
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
      <AdminItemActions
        className="council-admin__member-actions"
        busy={busy}
        busyDeleteLabel="Removing…"
        editButtonRef={editButton}
        onEdit={() => setEditing(true)}
        onDelete={() => void remove(REMOVE_QUESTION, () => deleteCouncilMember(member.id), 'Could not remove the member', 'Remove')}
      />
      <FormStatus message={message} />
    </li>
  );
}
