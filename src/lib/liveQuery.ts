/**
 * Queries fed by a live subscription (Firestore's onSnapshot) instead of a one-shot read. The first delivery
 * resolves the query, so a live list has the same loading, error and empty states as every other list; later
 * deliveries are written into the query cache. The subscription stops when no component shows the query any
 * more; its cached data then counts as stale, so the next visit shows it at once while a new subscription starts.
 */
import { hashKey, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { READ_TIMEOUT_MS, ReadTimeoutError } from './queries';

/**
 * Starts a subscription that calls `onData` with each new value (or `onError` once); returns its stop function.
 * `client` lets it read what it needs first through the cache.
 */
export type Subscribe<TData> = (onData: (data: TData) => void, onError: (error: Error) => void, client: QueryClient) => () => void;

/** The running subscription of each live query, per client. */
const running = new WeakMap<QueryClient, Map<string, () => void>>();

function subscriptionsOf(client: QueryClient): Map<string, () => void> {
  let subscriptions = running.get(client);
  if (!subscriptions) {
    const started = new Map<string, () => void>();
    subscriptions = started;
    running.set(client, started);
    client.getQueryCache().subscribe((event) => {
      const stop = started.get(event.query.queryHash);
      if (!stop) return;
      const unwatched = event.type === 'observerRemoved' && event.query.getObserversCount() === 0;
      if (event.type === 'removed' || unwatched) {
        stop();
        if (unwatched) event.query.invalidate();
      }
    });
  }
  return subscriptions;
}

export function liveQuery<TData, TKey extends QueryKey>(queryKey: TKey, subscribe: Subscribe<TData>) {
  return queryOptions({
    queryKey,
    // The subscription keeps the data current; nothing to read again while it runs.
    staleTime: Infinity,
    queryFn: ({ client, signal }) =>
      new Promise<TData>((resolve, reject) => {
        const hash = hashKey(queryKey);
        const subscriptions = subscriptionsOf(client);
        subscriptions.get(hash)?.();

        let answered = false;
        let stopped = false;
        // Filled in once `subscribe` returns: it may report an error before it does.
        const subscription: { unsubscribe?: () => void } = {};
        const stop = () => {
          if (stopped) return;
          stopped = true;
          clearTimeout(timer);
          subscription.unsubscribe?.();
          if (subscriptions.get(hash) === stop) subscriptions.delete(hash);
        };
        const fail = (error: Error) => {
          stop();
          if (!answered) reject(error);
          // Data was shown already: start again (the list keeps its data, and shows an error only if that fails).
          else void client.invalidateQueries({ queryKey, exact: true });
        };
        const timer = setTimeout(() => fail(new ReadTimeoutError()), READ_TIMEOUT_MS);

        subscriptions.set(hash, stop);
        // Aborted when every component showing the query leaves before the first delivery.
        signal.addEventListener('abort', () => fail(new Error('The live query was cancelled.')));
        subscription.unsubscribe = subscribe((data) => {
          if (stopped) return;
          if (answered) {
            client.setQueryData<TData>(queryKey, data);
            return;
          }
          answered = true;
          clearTimeout(timer);
          resolve(data);
        }, fail, client);
        if (stopped) subscription.unsubscribe();
      }),
  });
}
