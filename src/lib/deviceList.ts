/**
 * A short list of ids this device remembers (src/lib/deviceStorage.ts), newest last, at most `max`: the urgent notices
 * a parent closed, those already announced to a screen reader.
 */
import { useSyncExternalStore } from 'react';
import { readStored, subscribeToStored, writeStored } from './deviceStorage';

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
  let cache: { text: string | null; ids: readonly string[] } = { text: null, ids: NONE };

  function read(): readonly string[] {
    const text = readStored(key);
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

  const add = (id: string) => void writeStored(key, JSON.stringify([...read().filter((kept) => kept !== id), id].slice(-max)));
  const subscribe = (changed: () => void) => subscribeToStored(key, changed);

  return { read, add, use: () => useSyncExternalStore(subscribe, read, () => NONE) };
}
