import { byPriority, withNumericPriority, type DocumentData } from './documentFields';
import { listDocuments, runQuery, type CollectionQuery } from './firestoreRest';

/**
 * The first `max` documents visitors see: a numeric priority, ascending (lower first). The range filter keeps out,
 * on the server, what the readers drop anyway (a priority stored as text, NaN, or none), so a preview reads only what
 * it shows. Needs no composite index (one field).
 */
function firstByPriority(max: number): CollectionQuery {
  return {
    where: { field: 'priority', op: 'GREATER_THAN_OR_EQUAL', value: Number.NEGATIVE_INFINITY },
    orderBy: { field: 'priority', direction: 'ASCENDING' },
    limit: max,
  };
}

/**
 * The reads of a collection that visitors see by priority (events, infrastructure, council members): only the items
 * with a numeric priority, ascending; the admin list shows every item, those without one last so they can be fixed.
 */
export function prioritisedCollection<T extends { priority: number | null }>(collectionId: string, toItem: (id: string, data: DocumentData) => T) {
  const readAll = async () => (await listDocuments(collectionId)).map(({ id, data }) => toItem(id, data));
  return {
    /** The items visitors see. */
    list: async () => withNumericPriority(await readAll()),
    /** The first `max` items visitors see, read without the others: a home page preview. */
    listFirst: async (max: number) =>
      withNumericPriority((await runQuery(collectionId, firstByPriority(max))).map(({ id, data }) => toItem(id, data))),
    /** Every item, for the admin list. */
    listForAdmin: async () => (await readAll()).sort(byPriority),
  };
}
