import type { UseMutationOptions } from '@tanstack/react-query';
import { itemWrites, writeOptions } from '@/lib/writes';
import { disclosuresKey } from '../disclosuresReads';
import { disclosureWriter, moveDisclosureDocument, OrderChangedError, type DisclosureMove } from './disclosuresAdminService';

/** Moving a document; when the list was behind the database, it is read again before the failure shows. */
const move: UseMutationOptions<void, Error, DisclosureMove> = {
  ...writeOptions(moveDisclosureDocument, [disclosuresKey]),
  onError: (error, _move, _result, { client }) => (error instanceof OrderChangedError ? client.invalidateQueries({ queryKey: disclosuresKey }) : undefined),
};

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const disclosureMutations = {
  ...itemWrites([disclosuresKey], disclosureWriter),
  move,
};
