/** What only the admin area writes of the key dates, and its writes for `useMutation`; visitors never download it. */
import { runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { logChange } from '@/lib/activityLog';
import type { Audience } from '@/lib/audience';
import { collectionWriter } from '@/lib/collectionWriter';
import type { DocumentData } from '@/lib/documentFields';
import { runQuery } from '@/lib/firestoreRest';
import { liteDb, liteDocument } from '@/lib/liteDb';
import { Refusal } from '@/lib/refusal';
import { itemWrites } from '@/lib/writes';
import { KEY_DATES, type KeyDateKind } from '../keyDates';
import { keyDatesKey } from '../keyDatesReads';
import type { StoredKeyDate } from '../keyDatesService';

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

/** The same date is in the list already: a list of key dates names each once. */
export class DuplicateKeyDateError extends Refusal {
  constructor(title: string) {
    super(`“${title}” is already in the list for the same days: edit that date instead of adding it again.`);
    this.name = 'DuplicateKeyDateError';
  }
}

/** Whether two key dates are the same: the same title (whatever its case and spaces) on the same days. */
const sameDate = (stored: DocumentData, date: { title: string; start: string; end: string }) =>
  stored.start === date.start && stored.end === date.end && typeof stored.title === 'string' && stored.title.trim().toLowerCase() === date.title.trim().toLowerCase();

/** The dates that start in `year`, by id (`2026-4`). */
async function datesOf(year: string) {
  return runQuery(KEY_DATES, {
    where: [
      { field: 'start', op: 'GREATER_THAN_OR_EQUAL', value: `${year}-01-01` },
      { field: 'start', op: 'LESS_THAN_OR_EQUAL', value: `${year}-12-31` },
    ],
    orderBy: { field: 'start', direction: 'ASCENDING' },
    limit: DATES_A_YEAR + 1,
  });
}

const { newFields, update, remove } = collectionWriter<KeyDateDraft, StoredKeyDate>(KEY_DATES, {
  stored: (date) => ({
    title: date.title.trim(),
    start: date.start,
    end: date.end || date.start,
    kind: date.kind,
    note: date.note.trim() || undefined,
    audience: date.audience.length > 0 ? [...date.audience] : undefined,
  }),
  name: (draft) => draft.title.trim(),
});

/**
 * Adds a key date under the first free number of its start's year (`2026-5`), in a transaction that checks the id
 * is still free: two admins adding at once never overwrite each other (the later one takes the next number). A date
 * already listed (the same title on the same days) is a DuplicateKeyDateError: nothing is added.
 */
async function addKeyDate(draft: KeyDateDraft): Promise<string> {
  const year = draft.start.slice(0, 4);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const dates = await datesOf(year);
    if (dates.some(({ data }) => sameDate(data, { title: draft.title, start: draft.start, end: draft.end || draft.start }))) throw new DuplicateKeyDateError(draft.title.trim());
    const used = new Set(dates.map(({ id }) => Number(id.slice(5))));
    const free = Array.from({ length: DATES_A_YEAR }, (_, index) => index + 1).find((number) => !used.has(number));
    if (free === undefined) throw new YearFullError(year);
    const item = liteDocument(KEY_DATES, `${year}-${free}`);
    const fields = await newFields(draft);
    const added = await runTransaction(liteDb(), async (transaction) => {
      if ((await transaction.get(item)).exists()) return false;
      transaction.set(item, { ...fields, updatedAt: serverTimestamp(), ...logChange(transaction, { item, title: draft.title.trim(), action: 'add' }) });
      return true;
    });
    if (added) return item.id;
  }
  throw new Error('Others were adding key dates at the same moment. Please add it again.');
}

/** The admin section's writes, for `useMutation` (its list is the public query). */
export const keyDateMutations = itemWrites([keyDatesKey], { add: addKeyDate, update, remove });
