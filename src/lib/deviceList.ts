/**
 * A short list of ids this device remembers (localStorage: nothing is sent), newest last, at most `max`: the urgent
 * notices a parent closed, those already announced to a screen reader. A device that refuses storage remembers
 * nothing, and everything still works.
 */
import { useSyncExternalStore } from 'react';

export interface DeviceList {
  /** The ids remembered, oldest first. */
  read(): readonly string[];
  /** Remembers `id` (moving it to the end), forgetting the oldest beyond `max`. */
  add(id: string): void;
  /** The ids, followed as they change here or in another tab; none while prerendering and hydrating. */
  use(): readonly string[];
}

const NONE: readonly string[] = [];

export function deviceList(key: string, max: number): DeviceList {
  const changed = `${key}-changed`;
  let cache: { text: string | null; ids: readonly string[] } = { text: null, ids: NONE };

  function read(): readonly string[] {
    let text: string | null = null;
    try {
      text = localStorage.getItem(key);
    } catch {
      return NONE;
    }
    if (text === cache.text) return cache.ids;
    let ids: readonly string[] = NONE;
    try {
      const parsed: unknown = text === null ? [] : JSON.parse(text);
      if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
    } catch {
      // Damaged: nothing remembered.
    }
    cache = { text, ids };
    return ids;
  }

  function add(id: string): void {
    try {
      localStorage.setItem(key, JSON.stringify([...read().filter((kept) => kept !== id), id].slice(-max)));
    } catch {
      // Nothing can be remembered on this device.
    }
    window.dispatchEvent(new Event(changed));
  }

  function subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener(changed, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(changed, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, add, use: () => useSyncExternalStore(subscribe, read, () => NONE) };
}
