import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { dayAndTime } from '@/lib/dateText';
import { isSavedCopy } from '@/lib/savedQueries';
import { useOnline } from '@/lib/useOnline';
import './SavedCopyNotice.css';

/** How long a saved copy may be on screen while its update is under way before the notice says so. */
const QUIET_UPDATE_MS = 2000;

/** The data on screen that an earlier visit saved on this device (src/lib/savedQueries.ts) and this one has not yet read again. */
const savedCopiesOnScreen = (client: QueryClient): Query[] =>
  client.getQueryCache().findAll({ predicate: (query) => isSavedCopy(query) && query.getObserversCount() > 0 && query.meta?.frame !== true });

interface SavedCopy {
  /** When the oldest saved copy on screen was read. */
  savedAt: number;
  /** Its update failed (offline, or the database did not answer). */
  failed: boolean;
}

/** One string per state, so that the snapshot compares equal while nothing that is shown changes. */
function snapshotOf(client: QueryClient): string {
  const saved = savedCopiesOnScreen(client);
  if (saved.length === 0) return '';
  const savedAt = Math.min(...saved.map((query) => query.state.dataUpdatedAt));
  const failed = saved.some((query) => query.state.status === 'error' && query.state.fetchStatus === 'idle');
  return JSON.stringify({ savedAt, failed } satisfies SavedCopy);
}

function useSavedCopy(): SavedCopy | null {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const snapshot = useSyncExternalStore(subscribe, () => snapshotOf(client), () => '');
  return snapshot ? (JSON.parse(snapshot) as SavedCopy) : null;
}

/**
 * A quiet line at the foot of the screen while a public page shows data saved by an earlier visit that this one has
 * not read again: when the update failed ("You're offline: showing what was saved on 24 Nov, 18:40." and Retry), or
 * is taking long. Fixed in place, so that nothing on the page moves when it comes or goes; the data itself is
 * replaced in place when the update arrives.
 */
export function SavedCopyNotice() {
  const client = useQueryClient();
  const online = useOnline();
  const saved = useSavedCopy();
  const [updateIsSlow, setUpdateIsSlow] = useState(false);
  const waiting = saved !== null && !saved.failed;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setUpdateIsSlow(true), QUIET_UPDATE_MS);
    return () => {
      clearTimeout(timer);
      setUpdateIsSlow(false);
    };
  }, [waiting]);

  if (saved === null || (waiting && !updateIsSlow)) return null;
  const when = dayAndTime(saved.savedAt, 'device');
  const retry = () => {
    for (const query of savedCopiesOnScreen(client)) void client.refetchQueries({ queryKey: query.queryKey, exact: true });
  };
  return (
    <div className="card card--outlined saved-copy" role="status">
      {saved.failed ? (
        <>
          <p>{online ? `This page could not be updated: showing what was saved on ${when}.` : `You're offline: showing what was saved on ${when}.`}</p>
          <button type="button" className="button button--secondary saved-copy__retry" onClick={retry}>
            Retry
          </button>
        </>
      ) : (
        <p>Showing what was saved on {when} while the page updates…</p>
      )}
    </div>
  );
}
