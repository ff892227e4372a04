/**
 * How features describe their writes, for `useMutation`: a service function and the queries it changes. Only the
 * admin area writes, so visitors never download this module.
 */
import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { activityKey } from './activityEntries';
import type { Opened } from './liteDb';
import { settleWithin } from './queries';
import { restoreFromTrash } from './trash';
import { Refusal } from './refusal';

/** A write the server has not confirmed in this time is reported as failed, and the form keeps what was typed. */
export const WRITE_TIMEOUT_MS = 15_000;

/**
 * A save that could not reach the database, or was not confirmed by it: the form shows its own failure text with this
 * reason after it, and keeps every input.
 */
export class ConnectionRefusal extends Refusal {}

export class WriteTimeoutError extends ConnectionRefusal {
  constructor() {
    super(
      `The database did not confirm the change within ${WRITE_TIMEOUT_MS / 1000} seconds, so it may not have been saved. ` +
        'Check the connection, then look at the list before trying again.',
    );
    this.name = 'WriteTimeoutError';
  }
}

/** The device is offline: nothing was sent (an admin action is refused before it starts, uploads included). */
export class OfflineError extends ConnectionRefusal {
  constructor() {
    super("You're offline, so nothing was saved. Everything you typed and picked is still here: try again once you're connected.");
    this.name = 'OfflineError';
  }
}

/** The device is online but the database could not be reached: the request failed before the server had it. */
export class UnreachableError extends ConnectionRefusal {
  constructor() {
    super('The database could not be reached, so nothing was saved. Everything you typed and picked is still here: check the connection and try again.');
    this.name = 'UnreachableError';
  }
}

/** How browsers word a request that never reached the server (Chromium, Firefox, Safari). */
const NOT_SENT = /Failed to fetch|NetworkError|Load failed/;

/**
 * `error` in the words of a connection when it is one, an OfflineError or UnreachableError: the Firestore SDK's
 * 'unavailable', or its 'unknown' for a request the browser could not send. Such a write was not applied. Anything
 * else is left as it is.
 */
export function connectionReason(error: unknown): unknown {
  if (error instanceof Refusal || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code !== 'unavailable' && !(code === 'unknown' && NOT_SENT.test(error.message))) return error;
  return navigator.onLine ? new UnreachableError() : new OfflineError();
}

/**
 * The options of a write: `write` is a service function taking one argument, and the write resolves only once the
 * queries it `invalidates` have been read again (those on screen) or marked stale (see createQueryClient), and the
 * activity log's with them (every write is logged). A write not confirmed by the server within WRITE_TIMEOUT_MS fails
 * with a WriteTimeoutError; one that could not reach it, with the reason in words (`connectionReason`).
 */
export function writeOptions<TVariables, TResult>(
  write: (variables: TVariables) => Promise<TResult>,
  invalidates: readonly QueryKey[],
): UseMutationOptions<TResult, Error, TVariables> {
  // Only the variables: a service function must not receive TanStack's context as a second argument.
  return {
    mutationFn: (variables) =>
      settleWithin(
        write(variables).catch((error: unknown) => {
          throw connectionReason(error);
        }),
        WRITE_TIMEOUT_MS,
        () => new WriteTimeoutError(),
      ),
    meta: { invalidates: [...invalidates, activityKey] },
  };
}

/** An edit: the item's id, the form's draft, and the item as the form opened it (see `updateChangedFields`). */
export interface ItemUpdate<TDraft, TItem> {
  id: string;
  draft: TDraft;
  opened: Opened<TItem>;
}

/**
 * The writes of a list of items, each invalidating the same queries: add a draft, update one by id (given what the
 * form opened, so that it writes only what changed and notices a change made meanwhile), remove one (to the trash,
 * resolving to its place there, for most lists), and restore one from the trash by that place (Undo).
 */
export function itemWrites<TDraft, TAdded, TItem, TRemoved, TRemoveResult>(
  invalidates: readonly QueryKey[],
  service: {
    add: (draft: TDraft) => Promise<TAdded>;
    update: (id: string, draft: TDraft, opened: Opened<TItem>) => Promise<void>;
    remove: (item: TRemoved) => Promise<TRemoveResult>;
  },
) {
  return {
    add: writeOptions(service.add, invalidates),
    update: writeOptions(({ id, draft, opened }: ItemUpdate<TDraft, TItem>) => service.update(id, draft, opened), invalidates),
    remove: writeOptions(service.remove, invalidates),
    restore: writeOptions(restoreFromTrash, invalidates),
  };
}
