/**
 * Readable ids for new documents whose address is shared (an announcement's page, `/Announcements/<id>`): a slug of the
 * title, with a short random suffix where that slug is taken. Chosen in a transaction, so that it never replaces a
 * stored document nor one in the trash (which comes back under its own id); never changed once given.
 */
import { doc, runTransaction, type CollectionReference, type DocumentData } from 'firebase/firestore/lite';
import type { ActivityAction } from '@/content/contentTypes';
import { logChange } from './activityLog';
import { liteDb } from './liteDb';
import { TRASH, trashIdOf } from './trash';

/** At most this many characters of the title go into the id. */
const SLUG_LENGTH = 60;

/**
 * `title` as an address segment: letters and digits of any script, lower case, words joined by '-' ('Winter
 * uniform from 1 December!' → 'winter-uniform-from-1-december'); '' when nothing of it is left.
 */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_LENGTH) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_LENGTH) ?? '');
}

/** Four letters or digits, for a slug that is taken. */
const suffix = (): string => Math.random().toString(36).slice(2, 6).padEnd(4, '0');

/** The ids to try, in order: the slug, the slug with two different suffixes; an empty slug has only suffixed ones. */
export const idCandidates = (title: string): string[] => {
  const slug = slugOf(title);
  return slug ? [slug, `${slug}-${suffix()}`, `${slug}-${suffix()}`] : [];
};

/**
 * Writes `data` as a new document of `parent` under the first of `idCandidates(title)` that no document and no trash
 * entry has (a generated id when every one is taken), logged as `action`; resolves to its id.
 */
export async function addUnderReadableId(parent: CollectionReference, data: DocumentData, title: string, action: ActivityAction): Promise<string> {
  return runTransaction(liteDb(), async (transaction) => {
    let item = doc(parent);
    for (const id of idCandidates(title)) {
      const candidate = doc(parent, id);
      const [stored, trashed] = [await transaction.get(candidate), await transaction.get(doc(liteDb(), TRASH, trashIdOf(candidate)))];
      if (!stored.exists() && !trashed.exists()) {
        item = candidate;
        break;
      }
    }
    transaction.set(item, { ...data, ...logChange(transaction, { item, title, action }) });
    return item.id;
    // Tried twice, not five times: two admins posting the same title at once is the only contention, and a connection
    // that fails must be said within seconds, not after the SDK's backoff.
  }, { maxAttempts: 2 });
}
