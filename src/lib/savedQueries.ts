/**
 * Public pages' data kept on the device (IndexedDB, through idb-keyval), so that a return visit shows the last data at
 * once while it is read again, and an offline visit shows it at all (src/app/layout/SavedCopyNotice.tsx says so).
 * Only queries marked `savedOnDevice` (a visitor's reads of public content) are kept: nothing the admin area alone
 * reads. Stored by structured clone, so dates stay dates. A new build starts afresh: its data may have a new shape.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { SAVED_FOR_MS } from './queries';

/** When the build was made (vite.config.ts); absent in the test runner. */
declare const __BUILD_ID__: string | undefined;

const STORE_KEY = 'school-site-public-data';
/** Saves come at most this often: a page's reads change the cache many times as they arrive. */
const SAVE_EVERY_MS = 1000;

/**
 * A persister over IndexedDB, saving the latest state at most once a SAVE_EVERY_MS, and at once when the page is
 * left (a visitor may close it within that second).
 */
function indexedDbPersister(): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: PersistedClient | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (latest) void set(STORE_KEY, latest).catch(() => undefined);
    latest = undefined;
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', save);
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(save, SAVE_EVERY_MS);
    },
    restoreClient: () => get<PersistedClient>(STORE_KEY),
    removeClient: () => del(STORE_KEY),
  };
}

export const savedQueryOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: indexedDbPersister(),
  maxAge: SAVED_FOR_MS,
  buster: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development',
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.meta?.savedOnDevice === true && query.state.status === 'success' },
};

/** Whether `query` shows data an earlier visit saved (read before this page was opened), not read in this visit. */
export const isSavedCopy = (query: Query): boolean =>
  query.meta?.savedOnDevice === true && query.state.data !== undefined && query.state.dataUpdatedAt < performance.timeOrigin;

/**
 * Once saved data is back in the cache: marks it stale, so that each page on screen reads its data again (a saved
 * copy is shown at once, never taken for the current one). Data this visit has read already is left as it is.
 */
export const afterRestore = (client: QueryClient) => () => client.invalidateQueries({ predicate: isSavedCopy, refetchType: 'none' });
