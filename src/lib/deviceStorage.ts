/**
 * What this device keeps for the site in localStorage (nothing is sent): a text by key, followed as it changes here or
 * in another tab. A device that refuses storage (a private window's policy) keeps nothing, and everything still works.
 * No React here: the entry script reads the class choice through it.
 */

/** The event told to this tab's listeners when a key changes here (the `storage` event tells the other tabs). */
const changedEvent = (key: string) => `${key}-changed`;

/** The text kept under `key`, or null (none, or storage refused). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `text` under `key` (null: removes it) and tells the listeners; false when the device keeps nothing. */
export function writeStored(key: string, text: string | null): boolean {
  let kept = true;
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    kept = false;
  }
  window.dispatchEvent(new Event(changedEvent(key)));
  return kept;
}

/** Calls `changed` whenever the text under `key` changes, here or in another tab; returns the function that stops it. */
export function subscribeToStored(key: string, changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) changed();
  };
  window.addEventListener(changedEvent(key), changed);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changedEvent(key), changed);
    window.removeEventListener('storage', onStorage);
  };
}
