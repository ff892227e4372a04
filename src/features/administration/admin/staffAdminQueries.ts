import { TEACHER_LIST_KEY } from '@/lib/staffMember';
import type { NamedItem } from '@/lib/trash';
import { moveWrite } from '@/lib/listOrder';
import { itemWrites, writeOptions } from '@/lib/writes';
import type { StaffKind } from '../staffService';
import {
  addStaffGroup, addStaffMember, deleteStaffGroup, moveStaffMember, removeStaffMember, staffGroupOrder, updateStaffGroup, updateStaffMember,
  type StaffGroupInput, type StaffMemberInput,
} from './staffAdminService';

// The live lists show every change by themselves; the disclosure's list of teachers (read once) is read again.
const live = [TEACHER_LIST_KEY] as const;

/** The writes to the departments (or categories) of the site document, for `useMutation`. */
export const staffGroupMutations = (siteId: string, kind: StaffKind) => ({
  ...itemWrites(live, {
    add: (input: StaffGroupInput) => addStaffGroup(siteId, kind, input),
    update: (id, input) => updateStaffGroup(siteId, kind, id, input),
    remove: (group: NamedItem) => deleteStaffGroup(siteId, kind, group),
  }),
  move: moveWrite(staffGroupOrder(siteId, kind).move, live),
});

/** The writes to the members of one group (each logged as an edit of the group); a member is known by its name. */
export const staffMemberMutations = (siteId: string, kind: StaffKind, group: NamedItem) => ({
  ...itemWrites(live, {
    add: (input: StaffMemberInput) => addStaffMember(siteId, kind, group.id, group.title, input),
    update: (name, input) => updateStaffMember(siteId, kind, group, name, input),
    remove: (name: string) => removeStaffMember(siteId, kind, group, name),
  }),
  /** Move up (-1) or down (1) of the member called `name`. */
  move: writeOptions(({ name, by }: { name: string; by: -1 | 1 }) => moveStaffMember(siteId, kind, group, name, by), live),
});
