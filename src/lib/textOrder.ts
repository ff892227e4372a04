/**
 * Orders of text for sorting lists. `a.localeCompare(b)` builds a collator at every call: on a list of a few hundred
 * key dates that is tens of milliseconds on a cheap phone, in the entry script, while the page loads.
 */

let collator: Intl.Collator | undefined;

/** Two texts in the order of the reader's language, as `localeCompare` gives it, with one collator for every call. */
export const byText = (a: string, b: string): number => (collator ??= new Intl.Collator()).compare(a, b);

/** Two ISO dates (or moments) in time order: their text, code unit by code unit. */
export const byIsoText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
