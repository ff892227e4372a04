/** What only the admin area writes of the key dates, and its writes for `useMutation`; visitors never download it. */
import { runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { logChange } from '@/lib/activityLog';
import type { Audience } from '@/lib/audience';
import { collectionWriter } from '@/lib/collectionWriter';
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
 * is still free: two admins adding at once never overwrite each other (the later one takes the next number).
 */
async function addKeyDate(draft: KeyDateDraft): Promise<string> {
  const year = draft.start.slice(0, 4);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const used = await numbersUsedIn(year);
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
