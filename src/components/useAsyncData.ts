import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: T };

/**
 * Runs `load` after the first render and again on `retry` or `refresh`. `load` must be stable (a module-level function
 * or a memoised callback); a result that arrives after unmount or after a newer request is dropped.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncState<T> & { retry: () => void; refresh: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Reads again while still showing the current data (after an admin's change, say). */
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);

  return { ...state, retry, refresh };
}
