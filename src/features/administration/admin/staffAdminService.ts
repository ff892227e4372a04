/**
 * The admin area's writes to the staff lists, through the lite SDK: each write is sent at once and confirmed or
 * refused by the server (the full SDK of the live lists would queue it while offline and report nothing).
 */
import { arrayUnion, collection, doc, getDocs, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { addLogged, logChange, updateLogged } from '@/lib/activityLog';
import { readNumber, type DocumentData } from '@/lib/documentFields';
import { liteDb } from '@/lib/liteDb';
import { listOrder, placeAt } from '@/lib/listOrder';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { NAME_FIELDS, SITE_COLLECTION, toMember, type StaffKind } from '../staffService';
import { STAFF_KIND_TEXT } from './staffAdminText';

const groups = (siteId: string, kind: StaffKind) => collection(liteDb(), SITE_COLLECTION, siteId, kind);

/** A department or category as the admin typed it: its name (its place is changed by moving it). */
export interface StaffGroupInput {
  name: string;
}

function groupFields(kind: StaffKind, input: StaffGroupInput) {
  return { [NAME_FIELDS[kind][0]]: input.name.trim(), updatedAt: serverTimestamp() };
}

/** Adds a group after the others: one above the highest priority stored (1 in an empty list). */
export async function addStaffGroup(siteId: string, kind: StaffKind, input: StaffGroupInput): Promise<string> {
  const places = (await getDocs(groups(siteId, kind))).docs.map((group) => readNumber(group.data(), 'priority'));
  return addLogged(groups(siteId, kind), { ...groupFields(kind, input), priority: placeAt('last', places), members: [] }, input.name);
}

/** Move up and Move down of the groups of one kind ('department', 'departments' as the page names them). */
export const staffGroupOrder = (siteId: string, kind: StaffKind) =>
  listOrder({ reference: (id) => doc(groups(siteId, kind), id), field: 'priority', noun: STAFF_KIND_TEXT[kind].noun, plural: STAFF_KIND_TEXT[kind].listHeading.toLowerCase() });

/** Saves the name; a name stored under the older field keeps that field and gains the current one. */
export function updateStaffGroup(siteId: string, kind: StaffKind, id: string, input: StaffGroupInput): Promise<void> {
  return updateLogged(doc(groups(siteId, kind), id), groupFields(kind, input), input.name);
}

/** Moves the group, its members with it, to the trash; resolves to its place there, for Undo. */
export function deleteStaffGroup(siteId: string, kind: StaffKind, { id, title }: NamedItem): Promise<string> {
  return moveToTrash(doc(groups(siteId, kind), id), title);
}

/** Adds a member; logged as an edit of the group `title`. */
export function addStaffMember(siteId: string, kind: StaffKind, id: string, title: string, name: string): Promise<void> {
  return updateLogged(doc(groups(siteId, kind), id), { members: arrayUnion(name.trim()), updatedAt: serverTimestamp() }, title);
}

/**
 * Changes the stored members in one transaction: `change` gets them as stored (strings or objects) and the
 * position of the first member called `name` (-1 when there is none), and returns the new list, or null to leave it.
 */
function changeMembers(
  siteId: string,
  kind: StaffKind,
  { id, title }: NamedItem,
  name: string,
  change: (stored: unknown[], index: number) => unknown[] | null,
): Promise<void> {
  const reference = doc(groups(siteId, kind), id);
  return runTransaction(liteDb(), async (transaction) => {
    const data = (await transaction.get(reference)).data();
    const stored: unknown[] = Array.isArray(data?.members) ? data.members : [];
    const members = change(stored, stored.findIndex((member) => toMember(member)?.name === name));
    if (members) transaction.update(reference, { members, updatedAt: serverTimestamp(), ...logChange(transaction, { item: reference, title, action: 'edit' }) });
  });
}

/** Removes the first member with this name, whether it is stored as a string or as an object. */
export function removeStaffMember(siteId: string, kind: StaffKind, group: NamedItem, name: string): Promise<void> {
  return changeMembers(siteId, kind, group, name, (stored, index) => (index === -1 ? null : stored.filter((_, position) => position !== index)));
}

/** Renames the first member called `name` in place; one stored as an object keeps its other fields. */
export function renameStaffMember(siteId: string, kind: StaffKind, group: NamedItem, name: string, newName: string): Promise<void> {
  return changeMembers(siteId, kind, group, name, (stored, index) => {
    if (index === -1) return null;
    const renamed = (member: unknown) =>
      member && typeof member === 'object' ? { ...(member as DocumentData), name: newName.trim() } : newName.trim();
    return stored.map((member, position) => (position === index ? renamed(member) : member));
  });
}
