import { useSyncExternalStore } from 'react';

/**
 * Which action on the admin page spoke last (its `useId`): a page shows one status, the latest action's, so that
 * "✅ Changes saved." of an earlier edit does not stay beside the message of a form used since.
 */
let latest: string | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Makes the action with this id the page's latest: every other action's status is hidden. */
export function markLatestAction(id: string): void {
  if (latest === id) return;
  latest = id;
  for (const listener of listeners) listener();
}

/** Whether the action with this id is the page's latest. */
export const useIsLatestAction = (id: string): boolean => useSyncExternalStore(subscribe, () => latest === id, () => true);
