import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { HIDDEN_WITHOUT_PRIORITY, ItemSummary, priorityMeta } from '@/components/admin/ItemSummary';
import { councilMutations } from './councilAdminQueries';
import type { CouncilMember } from '../councilService';
import { CouncilMemberForm } from './CouncilMemberForm';

/** One council member in the manage list: edit in place, or remove after confirming. */
export function CouncilMemberAdminItem({ member }: { member: CouncilMember }) {
  const name = member.name || 'Unnamed member';
  return (
    <AdminItem
      name={name}
      logged={{ type: 'council_members', id: member.id }}
      editor={(done) => <CouncilMemberForm initial={member} onDone={done} />}
      remove={{ ...trashRemoval(councilMutations, { id: member.id, title: name }, 'member'), label: 'Remove' }}
    >
      <ItemSummary
        title={name}
        picture={{ src: member.imageUrl, alt: `${name}, ${member.position}` }}
        meta={[member.position, member.year, priorityMeta(member.priority)]}
        flag={member.priority === null ? HIDDEN_WITHOUT_PRIORITY : null}
      />
    </AdminItem>
  );
}
