import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { listCouncilMembersForAdmin } from '../councilService';
import { CouncilMemberAdminItem } from './CouncilMemberAdminItem';

/** Every council member by priority (those without a numeric priority last, to be fixed), each editable in place. */
export function CouncilMemberManageList({ confirm }: { confirm: (message: string, confirmLabel?: string) => Promise<boolean> }) {
  const state = useAsyncData(listCouncilMembersForAdmin);

  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the council members" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No members added yet.</p>;
  return (
    <ul className="admin-list">
      {state.data.map((member) => (
        <CouncilMemberAdminItem
          key={`${member.id}:${member.name}:${member.position}:${member.year}:${member.priority}:${member.imageUrl}`}
          member={member}
          confirm={confirm}
          onChanged={state.refresh}
        />
      ))}
    </ul>
  );
}
