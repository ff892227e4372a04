import { useCallback, useState } from 'react';
import type * as NoticeIndex from './noticeIndex';

/** The search itself (noticeIndex.ts and MiniSearch): a chunk of its own, loaded once the search box is used. */
export type SearchEngine = typeof NoticeIndex;

let loading: Promise<SearchEngine> | null = null;

/** Loads the search's chunk once; a failed load (a connection lost, a deploy since) is tried again on the next call. */
function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= import('./noticeIndex').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The search's chunk once loaded (`load` asks for it: on focus, or once there is a search), and whether loading it failed. */
export function useSearchEngine() {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadSearchEngine().then(
      (loaded) => {
        setEngine(() => loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  return { engine, failed, load };
}
