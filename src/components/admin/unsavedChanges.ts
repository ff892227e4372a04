/**
 * Which admin forms hold changes not yet saved: each AdminForm reports itself (a change typed or picked makes it
 * unsaved; a save that succeeded, or the form going away, clears it), and LeaveGuard asks before the page is left
 * while any does.
 */
import { useSyncExternalStore } from 'react';

const unsaved = new Set<string>();
const listeners = new Set<() => void>();

/** Marks the form `id` as holding unsaved changes or not. */
export function setUnsaved(id: string, changed: boolean): void {
  if (changed === unsaved.has(id)) return;
  if (changed) unsaved.add(id);
  else unsaved.delete(id);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any form on the page holds unsaved changes. */
export const useHasUnsavedChanges = (): boolean => useSyncExternalStore(subscribe, () => unsaved.size > 0, () => false);
