/** What only the admin area writes of the key dates; visitors never download it. */
import { deleteField, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { logChange } from '@/lib/activityLog';
import type { Audience } from '@/lib/audience';
import { runQuery } from '@/lib/firestoreRest';
import { liteDb, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { KEY_DATES, type KeyDateKind } from '../keyDates';
import type { StoredKeyDate } from '../keyDatesService';
import { Refusal } from '@/lib/refusal';

export interface KeyDateDraft {
  title: string;
  start: string;
  /** The last day; the first, for a single day. */
  end: string;
  kind: KeyDateKind;
  note: string;
  /** The classes it is for; none for the whole school (stored as no audience). */
  audience: Audience;
}

/** At most this many dates start in one year (firestore.rules: an id's number is 1 to 300). */
export const DATES_A_YEAR = 300;

export class YearFullError extends Refusal {
  constructor(year: string) {
    super(`${year} already has ${DATES_A_YEAR} key dates, the most a year can hold. Remove some before adding more.`);
    this.name = 'YearFullError';
  }
}

/** The numbers of the ids already used in `year` (`2026-4` is 4). */
async function numbersUsedIn(year: string): Promise<Set<number>> {
  const documents = await runQuery(KEY_DATES, {
    where: [
      { field: 'start', op: 'GREATER_THAN_OR_EQUAL', value: `${year}-01-01` },
      { field: 'start', op: 'LESS_THAN_OR_EQUAL', value: `${year}-12-31` },
    ],
    orderBy: { field: 'start', direction: 'ASCENDING' },
    limit: DATES_A_YEAR + 1,
  });
  return new Set(documents.map(({ id }) => Number(id.slice(5))));
}

const fieldsOf = (draft: KeyDateDraft) => ({
  title: draft.title.trim(),
  start: draft.start,
  end: draft.end || draft.start,
  kind: draft.kind,
});

/** The audience as an edit writes it: the list, or the field removed for the whole school. */
const audienceField = (audience: Audience) => (audience.length > 0 ? [...audience] : deleteField());

/**
 * Adds a key date under the first free number of its start's year (`2026-5`), in a transaction that checks the id
 * is still free: two admins adding at once never overwrite each other (the later one takes the next number).
 */
export async function addKeyDate(draft: KeyDateDraft): Promise<string> {
  const year = draft.start.slice(0, 4);
  const note = draft.note.trim();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const used = await numbersUsedIn(year);
    const free = Array.from({ length: DATES_A_YEAR }, (_, index) => index + 1).find((number) => !used.has(number));
    if (free === undefined) throw new YearFullError(year);
    const item = liteDocument(KEY_DATES, `${year}-${free}`);
    const added = await runTransaction(liteDb(), async (transaction) => {
      if ((await transaction.get(item)).exists()) return false;
      const fields = fieldsOf(draft);
      transaction.set(item, { ...fields, ...(note && { note }), ...(draft.audience.length > 0 && { audience: [...draft.audience] }), updatedAt: serverTimestamp(), ...logChange(transaction, { item, title: fields.title, action: 'add' }) });
      return true;
    });
    if (added) return item.id;
  }
  throw new Error('Others were adding key dates at the same moment. Please add it again.');
}

/** Saves what the admin changed since opening the date (see `updateChangedFields`); an emptied note is removed. */
export function updateKeyDate(id: string, draft: KeyDateDraft, opened: Opened<StoredKeyDate>): Promise<void> {
  const before = { ...fieldsOf(opened.item), note: opened.item.note, audience: audienceField(opened.item.audience) };
  const next = { ...fieldsOf(draft), note: draft.note.trim() || deleteField(), audience: audienceField(draft.audience) };
  return updateChangedFields(liteDocument(KEY_DATES, id), opened.updatedAt, before, next, draft.title);
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteKeyDate({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(KEY_DATES, id), title);
}
