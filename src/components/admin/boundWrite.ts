import { MutationObserver, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

/** A write with its variables bound, run later through the query client (so its invalidations apply). */
export type BoundWrite = (client: QueryClient) => Promise<unknown>;

/** `options` (a feature's `writeOptions`) bound to `variables`: for an item's buttons, which cannot each call a hook. */
export function boundWrite<TVariables, TResult>(options: UseMutationOptions<TResult, Error, TVariables>, variables: TVariables): BoundWrite {
  return (client) => new MutationObserver(client, options).mutate(variables);
}
