/**
 * The query layer: one TanStack Query client for the whole site, and the rules every read and write follows.
 * Features build the queries of visitors' reads from their read declarations (`publicQuery`, src/lib/publicRead.ts),
 * the admin area's with `readQuery` (or `liveQuery`), and describe their writes (src/lib/writes.ts, admin only) as
 * mutations whose `meta.invalidates` names the queries they change.
 */
import { MutationCache, QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { PublicRead } from './publicRead';

/** A read that has not answered in this time counts as failed: the section offers Retry instead of waiting for ever. */
export const READ_TIMEOUT_MS = 15_000;

/** How long a read stays fresh: a page seen in the last five minutes shows again without reading. */
export const FRESH_FOR_MS = 5 * 60_000;

/** How long a public page's data is kept on the device for return and offline visits (src/lib/savedQueries.ts). */
export const SAVED_FOR_MS = 30 * 24 * 60 * 60_000;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A visitor's read of public content, kept on the device for return and offline visits (savedOnDevice). */
      savedOnDevice?: boolean;
      /**
       * A read of every page's frame (the urgent notices), not of the page on screen: the saved-copy line, the page
       * kept for the next visit and the footer map's wait leave it out, and it says itself when it shows a saved copy.
       */
      frame?: boolean;
      /**
       * How long a saved copy stays fresh on the next visits (savedOnDevice): read again only after that. Without it,
       * a saved copy is read again on every visit that shows it.
       */
      freshFor?: number;
    };
    mutationMeta: {
      /** The queries this write changes: each is marked stale and, if on screen, read again before the write resolves. */
      invalidates: readonly QueryKey[];
    };
  }
}

export class ReadTimeoutError extends Error {
  constructor() {
    super(`The database did not answer within ${READ_TIMEOUT_MS / 1000} seconds.`);
    this.name = 'ReadTimeoutError';
  }
}

/** `work`, or the error `timedOut` makes if it has not settled in `ms`. */
export function settleWithin<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `read`, or a ReadTimeoutError if it has not settled in READ_TIMEOUT_MS. */
export const withReadTimeout = <T>(read: Promise<T>): Promise<T> => settleWithin(read, READ_TIMEOUT_MS, () => new ReadTimeoutError());

/** The options of a one-shot read: `read` is a service function, bounded by the read timeout. */
export function readQuery<TData, TKey extends QueryKey>(queryKey: TKey, read: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn: () => withReadTimeout(read()) });
}

/**
 * `options` of a visitor's read of public content, kept on the device (IndexedDB) so that a return visit shows it at
 * once and an offline one shows it at all. Never for what only the admin area reads: nothing of it is kept. With
 * `freshFor`, the read is fresh for that long, on this visit and the next ones (a read whose cost is worth a day's
 * staleness); without it, fresh for FRESH_FOR_MS and read again on every visit.
 */
export const savedOnDevice = <TOptions extends object>(options: TOptions, freshFor?: number) => ({
  ...options,
  ...(freshFor !== undefined && { staleTime: freshFor }),
  meta: { savedOnDevice: true, freshFor },
  // Kept in memory for the whole visit (a page left early is still saved at its end). Not SAVED_FOR_MS: a timer
  // longer than 24.8 days overflows and fires at once.
  gcTime: Infinity,
});

/** The query of a visitor's read of public content (src/lib/publicRead.ts), kept on the device: every public page's data. */
export const publicQuery = <TData, TKey extends QueryKey>({ queryKey, read }: PublicRead<TData, TKey>) => savedOnDevice(readQuery(queryKey, read));

/** `publicQuery`, whose answer `shape` turns into what the pages show, with code that the page's entry need not carry. */
export const shapedPublicQuery = <TAnswer, TData, TKey extends QueryKey>({ queryKey, read }: PublicRead<TAnswer, TKey>, shape: (answer: TAnswer) => TData) =>
  savedOnDevice(readQuery(queryKey, async () => shape(await read())));

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        // One quick second try for a dropped connection; a read that timed out has had its chance.
        retry: (failures, error) => failures < 1 && !(error instanceof ReadTimeoutError),
        retryDelay: 1000,
        // Tried offline too, so that it fails at once (a saved copy, or a message that a connection is needed)
        // rather than waiting unseen for the connection to come back.
        networkMode: 'always',
      },
      // A write offline fails and says so: it is never left waiting as if it might be saved.
      mutations: { networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      // Returned, so a write resolves only once the lists on screen show it.
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
  });
  return client;
}

