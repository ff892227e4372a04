import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';

/**
 * What the forms and actions of one admin page share: which forms hold changes not yet saved (LeaveGuard asks before
 * the page is left while any does), and which action spoke last (a page shows one status, the latest action's, so
 * that "✅ Changes saved." of an earlier edit does not stay beside the message of a form used since). AdminPage holds
 * one in its state: nothing of it outlives the page.
 */
export interface AdminPageState {
  /** Marks the form `id` as holding unsaved changes or not: a change typed or picked, a save that succeeded. */
  setUnsaved: (id: string, changed: boolean) => void;
  hasUnsaved: () => boolean;
  /** Makes the action `id` the page's latest: every other action's status is hidden. */
  markLatest: (id: string) => void;
  isLatest: (id: string) => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createAdminPageState(): AdminPageState {
  const unsaved = new Set<string>();
  let latest: string | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    setUnsaved: (id, isUnsaved) => {
      if (isUnsaved === unsaved.has(id)) return;
      if (isUnsaved) unsaved.add(id);
      else unsaved.delete(id);
      changed();
    },
    hasUnsaved: () => unsaved.size > 0,
    markLatest: (id) => {
      if (latest === id) return;
      latest = id;
      changed();
    },
    isLatest: (id) => latest === id,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const AdminPageStateContext = createContext<AdminPageState | null>(null);

/** The page's state; a form drawn on its own (outside an AdminPage) has one of its own. */
export function useAdminPageState(): AdminPageState {
  const [own] = useState(createAdminPageState);
  return useContext(AdminPageStateContext) ?? own;
}

/** Whether any form of the page holds unsaved changes. */
export function useHasUnsavedChanges(): boolean {
  const state = useAdminPageState();
  return useSyncExternalStore(state.subscribe, state.hasUnsaved, () => false);
}

/** Whether the action `id` is the page's latest, and how to make it so. */
export function useLatestAction(id: string): { latest: boolean; markLatest: () => void } {
  const state = useAdminPageState();
  const latest = useSyncExternalStore(state.subscribe, () => state.isLatest(id), () => true);
  const markLatest = useCallback(() => state.markLatest(id), [state, id]);
  return { latest, markLatest };
}
