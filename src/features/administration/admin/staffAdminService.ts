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
import { toMember } from '@/lib/staffMember';
import { NAME_FIELDS, SITE_COLLECTION, type StaffKind } from '../staffService';
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

/**
 * A member as the admin typed it: the name and, for a teacher, the qualification, the designation and the address of
 * the self-attested document. A field left out keeps what is stored; an empty one removes it.
 */
export interface StaffMemberInput {
  name: string;
  qualification?: string;
  designation?: string;
  document?: string;
}

const MEMBER_DETAILS = ['qualification', 'designation', 'document'] as const;

/**
 * The member to store: `stored` (a name or an object, or nothing for a new member) with `input` applied; a member
 * with nothing but a name is stored as the name, as the site always has.
 */
export function storedMember(stored: unknown, input: StaffMemberInput): string | DocumentData {
  const before: DocumentData = stored && typeof stored === 'object' ? (stored as DocumentData) : {};
  const member: DocumentData = { name: input.name.trim() };
  for (const key of MEMBER_DETAILS) {
    const value = input[key] === undefined ? before[key] : input[key].trim();
    if (typeof value === 'string' && value !== '') member[key] = value;
  }
  return Object.keys(member).length === 1 ? input.name.trim() : member;
}

/** Adds a member; logged as an edit of the group `title`. */
export function addStaffMember(siteId: string, kind: StaffKind, id: string, title: string, input: StaffMemberInput): Promise<void> {
  return updateLogged(doc(groups(siteId, kind), id), { members: arrayUnion(storedMember(undefined, input)), updatedAt: serverTimestamp() }, title);
}

/**
 * Changes the stored members in one transaction, logged as `action` on the group: `change` gets them as stored
 * (strings or objects) and the position of the first member called `name` (-1 when there is none), and returns the
 * new list, or null to leave it.
 */
function changeMembers(
  siteId: string,
  kind: StaffKind,
  { id, title }: NamedItem,
  name: string,
  change: (stored: unknown[], index: number) => unknown[] | null,
  action: 'edit' | 'reorder' = 'edit',
): Promise<void> {
  const reference = doc(groups(siteId, kind), id);
  return runTransaction(liteDb(), async (transaction) => {
    const data = (await transaction.get(reference)).data();
    const stored: unknown[] = Array.isArray(data?.members) ? data.members : [];
    const members = change(stored, stored.findIndex((member) => toMember(member)?.name === name));
    if (members) transaction.update(reference, { members, updatedAt: serverTimestamp(), ...logChange(transaction, { item: reference, title, action }) });
  });
}

/** Removes the first member with this name, whether it is stored as a string or as an object. */
export function removeStaffMember(siteId: string, kind: StaffKind, group: NamedItem, name: string): Promise<void> {
  return changeMembers(siteId, kind, group, name, (stored, index) => (index === -1 ? null : stored.filter((_, position) => position !== index)));
}

/** Changes the first member called `name` in place, keeping what `input` leaves out (storedMember). */
export function updateStaffMember(siteId: string, kind: StaffKind, group: NamedItem, name: string, input: StaffMemberInput): Promise<void> {
  return changeMembers(siteId, kind, group, name, (stored, index) =>
    index === -1 ? null : stored.map((member, position) => (position === index ? storedMember(member, input) : member)),
  );
}

/** Moves the member called `name` one place up (-1) or down (1); nothing when it is already first or last. */
export function moveStaffMember(siteId: string, kind: StaffKind, group: NamedItem, name: string, by: -1 | 1): Promise<void> {
  return changeMembers(siteId, kind, group, name, (stored, index) => {
    const to = index + by;
    if (index === -1 || to < 0 || to >= stored.length) return null;
    const members = [...stored];
    [members[index], members[to]] = [members[to], members[index]];
    return members;
  }, 'reorder');
}
