/**
 * A visitor's read of public content, declared once: its cache key and its request. The query layer builds the read's
 * query from it (`publicQuery`, src/lib/queries.ts), and a page's entry script starts the same request before React
 * and TanStack Query have loaded (src/app/pageReads.ts); the query then takes that answer. So a read declaration
 * imports no TanStack code and shapes its answer with the service module's code only.
 */
import type { QueryKey } from '@tanstack/react-query';

export interface PublicRead<TData, TKey extends QueryKey = QueryKey> {
  readonly queryKey: TKey;
  /** The service call, without the read timeout (its query adds it). */
  readonly read: () => Promise<TData>;
}

export const publicRead = <TData, TKey extends QueryKey>(queryKey: TKey, read: () => Promise<TData>): PublicRead<TData, TKey> => ({
  queryKey,
  read,
});
