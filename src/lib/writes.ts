/**
 * How features describe their writes, for `useMutation`: a service function and the queries it changes. Only the
 * admin area writes, so visitors never download this module.
 */
import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';

/**
 * The options of a write: `write` is a service function taking one argument, and the write resolves only once the
 * queries it `invalidates` have been read again (those on screen) or marked stale (see createQueryClient).
 */
export function writeOptions<TVariables, TResult>(
  write: (variables: TVariables) => Promise<TResult>,
  invalidates: readonly QueryKey[],
): UseMutationOptions<TResult, Error, TVariables> {
  // Only the variables: a service function must not receive TanStack's context as a second argument.
  return { mutationFn: (variables) => write(variables), meta: { invalidates } };
}

/** The writes of a list of items, each invalidating the same queries: add a draft, update one by id, remove one. */
export function itemWrites<TDraft, TAdded>(
  invalidates: readonly QueryKey[],
  service: {
    add: (draft: TDraft) => Promise<TAdded>;
    update: (id: string, draft: TDraft) => Promise<void>;
    remove: (id: string) => Promise<void>;
  },
) {
  return {
    add: writeOptions(service.add, invalidates),
    update: writeOptions(({ id, draft }: { id: string; draft: TDraft }) => service.update(id, draft), invalidates),
    remove: writeOptions(service.remove, invalidates),
  };
}
