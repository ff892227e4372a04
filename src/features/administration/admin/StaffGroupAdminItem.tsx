import { AdminItem } from '@/components/admin/AdminItem';
import { moveActions, trashRemoval } from '@/components/admin/itemActions';
import { boundWrite } from '@/components/admin/boundWrite';
import { countOf, ItemSummary, placeMeta } from '@/components/admin/ItemSummary';
import { ItemList } from '@/components/admin/ManageList';
import { errorText } from '@/lib/errorText';
import { NO_MEMBERS, staffGroupTitle } from '../staffDisplay';
import { staffGroupMutations, staffMemberMutations } from './staffAdminQueries';
import type { StaffGroup, StaffKind, StaffMember } from '../staffService';
import { DELETE_FAILED, STAFF_KIND_TEXT } from './staffAdminText';
import { StaffGroupForm } from './StaffGroupForm';
import { StaffMemberForm } from './StaffMemberForm';

interface Props {
  siteId: string;
  kind: StaffKind;
  group: StaffGroup;
}

interface GroupProps extends Props {
  /** Every group of its kind, in order: Move up and Move down change places in it. */
  list: readonly StaffGroup[];
}

const deleteFailed = (error: unknown) => DELETE_FAILED + errorText(error);

/** One department or category: renamed in place, moved, deleted, and its members added, corrected and removed. */
export function StaffGroupAdminItem({ siteId, kind, group, list }: GroupProps) {
  const { noun } = STAFF_KIND_TEXT[kind];
  const title = staffGroupTitle(kind, group);
  const mutations = staffGroupMutations(siteId, kind);
  return (
    <AdminItem
      name={title}
      logged={{ type: kind, id: group.id }}
      className="staff-admin-group"
      editor={(done) => <StaffGroupForm kind={kind} siteId={siteId} initial={group} onDone={done} />}
      actions={moveActions({ item: group, list, name: (entry) => staffGroupTitle(kind, entry), noun, move: mutations.move, place: (entry) => entry.priority })}
      remove={{
        ...trashRemoval(mutations, { id: group.id, title }, noun),
        question: `Delete the ${noun} “${title}” and its members?`,
        failure: deleteFailed,
      }}
    >
      <ItemSummary title={title} level={4} meta={[placeMeta(group, list) ?? 'Priority not set', countOf(group.members.length, 'member')]} />
      <ItemList
        // Keyed by position: a rename keeps the member in place, so its item (and its 'Changes saved.') stays.
        items={group.members.map((member, index) => ({ ...member, id: String(index) }))}
        label={`Members of ${title}`}
        className="staff-admin-members"
        empty={NO_MEMBERS}
        emptyClassName="staff-admin-group__empty"
      >
        {(member) => <StaffMemberAdminItem siteId={siteId} kind={kind} group={group} title={title} member={member} />}
      </ItemList>
      <StaffMemberForm siteId={siteId} kind={kind} group={group} title={title} />
    </AdminItem>
  );
}

function StaffMemberAdminItem({ siteId, kind, group, title, member }: Props & { title: string; member: StaffMember }) {
  return (
    <AdminItem
      name={member.name}
      className="staff-admin-members__item"
      editor={(done) => <StaffMemberForm siteId={siteId} kind={kind} group={group} title={title} initial={member} onDone={done} />}
      remove={{
        noun: 'member',
        label: 'Remove',
        write: boundWrite(staffMemberMutations(siteId, kind, { id: group.id, title }).remove, member.name),
        question: `Remove “${member.name}” from ${title}?`,
        failure: deleteFailed,
        done: `Removed “${member.name}” from ${title}.`,
      }}
    >
      <span className="staff-admin-members__text">
        <bdi>{member.name}</bdi>
        {member.qualification && (
          <>
            <span className="visually-hidden">, </span>
            <span className="staff-admin-members__qualification">{member.qualification}</span>
          </>
        )}
      </span>
    </AdminItem>
  );
}
