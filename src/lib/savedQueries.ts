/**
 * Public pages' data kept on the device (IndexedDB, through idb-keyval), so that a return visit shows the last data at
 * once while it is read again, and an offline visit shows it at all (src/app/layout/SavedCopyNotice.tsx says so).
 * Only queries marked `savedOnDevice` (a visitor's reads of public content) are kept: nothing the admin area alone
 * reads. Stored by structured clone, so dates stay dates. A new build starts afresh: its data may have a new shape.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { SAVED_FOR_MS } from './queries';

/** When the build was made (vite.config.ts); absent in the test runner. */
declare const __BUILD_ID__: string | undefined;

const STORE_KEY = 'school-site-public-data';
/**
 * A save waits this long after a change, so that a burst of answers is saved once, and no longer: a page left at once
 * must have its data saved already (a save started as the page unloads may never finish).
 */
const SAVE_AFTER_MS = 100;

const persister: Persister = {
  persistClient: (client: PersistedClient) => set(STORE_KEY, client),
  restoreClient: () => get<PersistedClient>(STORE_KEY),
  removeClient: () => del(STORE_KEY),
};

const options = (queryClient: QueryClient) => ({
  queryClient,
  persister,
  maxAge: SAVED_FOR_MS,
  buster: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development',
  // Data whose update has since failed (offline) is kept too: it is still the last that was read.
  dehydrateOptions: { shouldDehydrateQuery: (query: Query) => query.meta?.savedOnDevice === true && query.state.data !== undefined },
});

/** Whether `query`'s data, read `freshFor` ago at most (its `meta.freshFor`), needs no new read yet, on any visit. */
const stillFresh = (query: Query): boolean => {
  const freshFor = query.meta?.freshFor;
  return freshFor !== undefined && Date.now() - query.state.dataUpdatedAt < freshFor;
};

/**
 * Whether `query` shows data an earlier visit saved (read before this page was opened), not read in this visit, and
 * due to be read again (not within its `freshFor`).
 */
export const isSavedCopy = (query: Query): boolean =>
  query.meta?.savedOnDevice === true &&
  query.state.data !== undefined &&
  query.state.dataUpdatedAt < performance.timeOrigin &&
  !stillFresh(query);

/**
 * Puts the data saved by earlier visits back in the cache, marked stale, so that each page on screen reads its data
 * again (a saved copy is shown at once, never taken for the current one); data this visit has read already, and data
 * still within its `freshFor`, is left as it is. Never fails: a device that cannot give the data back has none.
 */
export async function restoreSavedData(client: QueryClient): Promise<void> {
  try {
    await persistQueryClientRestore(options(client));
  } catch {
    return;
  }
  await client.invalidateQueries({ predicate: isSavedCopy, refetchType: 'none' });
}

/**
 * Saves the public data whenever it changes, SAVE_AFTER_MS later (a page's reads change the cache many times as they
 * arrive, and each save copies all of it), and at once when the page is left. Returns the function that stops it.
 */
export function keepSavingData(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    void persistQueryClientSave(options(client)).catch(() => undefined);
  };
  const stopWatching = client.getQueryCache().subscribe(({ type }) => {
    if (type === 'added' || type === 'removed' || type === 'updated') timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  window.addEventListener('pagehide', save);
  return () => {
    save();
    stopWatching();
    window.removeEventListener('pagehide', save);
  };
}
