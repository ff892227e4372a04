/**
 * The classes of a parent's children, as this device keeps them (src/lib/deviceStorage.ts: no account, nothing sent):
 * the lists of notices and key dates then show the whole school's items and those classes' items (src/lib/audience.ts).
 * Read by the entry script too (src/app/pageReads.ts), so that a page's first read is the one the page will show: no
 * React here (the hooks are in src/lib/useClassChoice.ts).
 */
import { isSchoolClass } from '@/content/schoolClasses';
import { inSchoolOrder, type Audience } from './audience';
import { readStored, subscribeToStored, writeStored } from './deviceStorage';

const STORE_KEY = 'school-site-classes';

const NONE: Audience = [];

let cache: { text: string | null; classes: Audience } = { text: null, classes: NONE };

/** The classes this device chose, in the school's order; empty when none was chosen (every item shows). */
export function readClassChoice(): Audience {
  if (typeof localStorage === 'undefined') return NONE;
  const text = readStored(STORE_KEY);
  if (text === cache.text) return cache.classes;
  let classes: Audience = NONE;
  try {
    const parsed: unknown = text === null ? [] : JSON.parse(text);
    if (Array.isArray(parsed)) classes = inSchoolOrder(parsed.filter(isSchoolClass));
  } catch {
    // Not ours, or damaged: no choice.
  }
  cache = { text, classes };
  return classes;
}

/** Keeps `classes` as this device's choice (none: every item shows again). Says whether the device kept it. */
export const saveClassChoice = (classes: Audience): boolean =>
  writeStored(STORE_KEY, classes.length === 0 ? null : JSON.stringify(inSchoolOrder(classes)));

/** Calls `changed` whenever the choice changes, here or in another tab; returns the function that stops it. */
export const subscribeToClassChoice = (changed: () => void): (() => void) => subscribeToStored(STORE_KEY, changed);
