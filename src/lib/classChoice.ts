/**
 * The classes of a parent's children, as this device keeps them (localStorage: no account, nothing sent): the lists of
 * notices and key dates then show the whole school's items and those classes' items (src/lib/audience.ts). Read by the
 * entry script too (src/app/pageReads.ts), so that a page's first read is the one the page will show: no React here
 * (the hook is src/lib/useClassChoice.ts).
 */
import { isSchoolClass } from '@/content/schoolClasses';
import { inSchoolOrder, type Audience } from './audience';

const STORE_KEY = 'school-site-classes';
/** Told to this tab's listeners when the choice changes here (the `storage` event tells the other tabs). */
const CHANGED = 'school-site-classes-changed';

const NONE: Audience = [];

/** The stored text, so that an unchanged choice is the same snapshot. */
function storedText(): string {
  try {
    return localStorage.getItem(STORE_KEY) ?? '';
  } catch {
    // Storage refused (a private window's policy): no choice.
    return '';
  }
}

let cache: { text: string; classes: Audience } = { text: '', classes: NONE };

/** The classes this device chose, in the school's order; empty when none was chosen (every item shows). */
export function readClassChoice(): Audience {
  if (typeof localStorage === 'undefined') return NONE;
  const text = storedText();
  if (text === cache.text) return cache.classes;
  let classes: Audience = NONE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) classes = inSchoolOrder(parsed.filter(isSchoolClass));
  } catch {
    // Not ours, or damaged: no choice.
  }
  cache = { text, classes };
  return classes;
}

/** Keeps `classes` as this device's choice (none: every item shows again). Says whether the device kept it. */
export function saveClassChoice(classes: Audience): boolean {
  try {
    if (classes.length === 0) localStorage.removeItem(STORE_KEY);
    else localStorage.setItem(STORE_KEY, JSON.stringify(inSchoolOrder(classes)));
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
  return true;
}

/** Calls `changed` whenever the choice changes, here or in another tab; returns the function that stops it. */
export function subscribeToClassChoice(changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORE_KEY || event.key === null) changed();
  };
  window.addEventListener(CHANGED, changed);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('storage', onStorage);
  };
}
