import type { NamedItem } from '@/lib/trash';
import { moveWrite } from '@/lib/listOrder';
import { itemWrites } from '@/lib/writes';
import type { StaffKind } from '../staffService';
import {
  addStaffGroup, addStaffMember, deleteStaffGroup, removeStaffMember, renameStaffMember, staffGroupOrder, updateStaffGroup,
  type StaffGroupInput,
} from './staffAdminService';

// The live lists show every change by themselves: nothing to invalidate.
const live = [] as const;

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
export const staffMemberMutations = (siteId: string, kind: StaffKind, group: NamedItem) =>
  itemWrites(live, {
    add: (name: string) => addStaffMember(siteId, kind, group.id, group.title, name),
    update: (name, newName) => renameStaffMember(siteId, kind, group, name, newName),
    remove: (name: string) => removeStaffMember(siteId, kind, group, name),
  });
