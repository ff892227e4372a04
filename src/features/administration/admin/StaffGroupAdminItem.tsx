import { AdminItem } from '@/components/admin/AdminItem';
import { moveActions, trashRemoval, type ItemAction } from '@/components/admin/itemActions';
import { boundWrite } from '@/components/admin/boundWrite';
import { countOf, ItemSummary, placeMeta } from '@/components/admin/ItemSummary';
import { ItemList } from '@/components/admin/ManageList';
import { useStableKeys } from '@/components/admin/stableKeys';
import { errorText } from '@/lib/errorText';
import { NO_MEMBERS, staffGroupTitle } from '../staffDisplay';
import { staffGroupMutations, staffMemberMutations } from './staffAdminQueries';
import type { StaffMember } from '@/lib/staffMember';
import type { StaffGroup, StaffKind } from '../staffService';
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
  const keys = useStableKeys(group.members.map((member) => member.name));
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
        // Keyed so that a member keeps its item (its focus, its 'Changes saved.') when it moves and when it is renamed.
        items={group.members.map((member, index) => ({ ...member, id: keys[index] ?? String(index), place: index }))}
        label={`Members of ${title}`}
        className="staff-admin-members"
        empty={NO_MEMBERS}
        emptyClassName="staff-admin-group__empty"
      >
        {(member) => <StaffMemberAdminItem siteId={siteId} kind={kind} group={group} title={title} member={member} place={member.place} />}
      </ItemList>
      <StaffMemberForm siteId={siteId} kind={kind} group={group} title={title} />
    </AdminItem>
  );
}

/** Move up and Move down of the member at `place` among `count`. */
function memberMoves(move: ReturnType<typeof staffMemberMutations>['move'], name: string, place: number, count: number): ItemAction[] {
  const action = (by: -1 | 1, label: string): ItemAction => ({
    label,
    write: boundWrite(move, { name, by }),
    failure: 'Could not move the member',
    disabled: place + by < 0 || place + by >= count,
    said: `Moved ${by < 0 ? 'up' : 'down'}: now ${place + by + 1} of ${count}.`,
  });
  return [action(-1, 'Move up'), action(1, 'Move down')];
}

function StaffMemberAdminItem({ siteId, kind, group, title, member, place }: Props & { title: string; member: StaffMember; place: number }) {
  const mutations = staffMemberMutations(siteId, kind, { id: group.id, title });
  const details = [member.designation, member.qualification].filter(Boolean).join(' · ');
  return (
    <AdminItem
      name={member.name}
      className="staff-admin-members__item"
      editor={(done) => <StaffMemberForm siteId={siteId} kind={kind} group={group} title={title} initial={member} onDone={done} />}
      actions={memberMoves(mutations.move, member.name, place, group.members.length)}
      remove={{
        noun: 'member',
        label: 'Remove',
        write: boundWrite(mutations.remove, member.name),
        question: `Remove “${member.name}” from ${title}?`,
        failure: deleteFailed,
        done: `Removed “${member.name}” from ${title}.`,
      }}
    >
      <span className="staff-admin-members__text">
        <bdi>{member.name}</bdi>
        {details && (
          <>
            <span className="visually-hidden">, </span>
            <span className="staff-admin-members__qualification">{details}</span>
          </>
        )}
        {member.document && (
          <a className="staff-admin-members__document" href={member.document} target="_blank" rel="noopener noreferrer">
            Document<span className="visually-hidden"> of {member.name} (opens in a new tab)</span>
          </a>
        )}
      </span>
    </AdminItem>
  );
}
