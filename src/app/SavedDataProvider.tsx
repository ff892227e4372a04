import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { keepSavingData, restoreSavedData } from '@/lib/savedQueries';

interface SavedDataProviderProps {
  client: QueryClient;
  /** The saved data is back already (src/boot.tsx restores it before rendering a page served as last seen). */
  restored: boolean;
  children: ReactNode;
}

/**
 * The query client, with the public data saved by earlier visits put back first (src/lib/savedQueries.ts): until it
 * is, queries wait (`useIsRestoring`) rather than read what may be on the device already. Then every change is saved.
 */
export function SavedDataProvider({ client, restored, children }: SavedDataProviderProps) {
  const [restoring, setRestoring] = useState(!restored);
  // Once, even where React runs effects twice (StrictMode in development).
  const restore = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    let stopSaving: (() => void) | undefined;
    let cancelled = false;
    restore.current ??= restored ? Promise.resolve() : restoreSavedData(client);
    void restore.current.then(() => {
      if (cancelled) return;
      // Not urgent: the page is on screen already. As a transition, the reads it lets start render the page's parts
      // (those not yet hydrated among them) in slices the browser can interrupt, not in one long task.
      startTransition(() => setRestoring(false));
      stopSaving = keepSavingData(client);
    });
    return () => {
      cancelled = true;
      stopSaving?.();
    };
  }, [client, restored]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
