import { byPriority, withNumericPriority, type DocumentData } from './documentFields';
import { listDocuments, runQuery, type CollectionQuery } from './firestoreRest';

/**
 * The first `max` documents visitors see: a numeric priority, ascending (lower first). The range filter keeps out,
 * on the server, what the readers drop anyway (a priority stored as text, NaN, or none), so a preview reads only what
 * it shows. Needs no composite index (one field).
 */
function firstByPriority(max: number, after?: PriorityCursor): CollectionQuery {
  return {
    where: { field: 'priority', op: 'GREATER_THAN_OR_EQUAL', value: Number.NEGATIVE_INFINITY },
    orderBy: { field: 'priority', direction: 'ASCENDING' },
    limit: max,
    startAfter: after && { value: after.priority, id: after.id },
  };
}

/** Where a page of a collection shown by priority starts: after this item. */
export interface PriorityCursor {
  priority: number;
  id: string;
}

/** A page of the items visitors see, by priority, and where the next one starts (null: there is none). */
export interface PriorityPage<T> {
  items: T[];
  next: PriorityCursor | null;
}

/**
 * The reads of a collection that visitors see by priority (events, infrastructure, council members): only the items
 * with a numeric priority, ascending; the admin list shows every item, those without one last so they can be fixed.
 */
export function prioritisedCollection<T extends { id: string; priority: number | null }>(collectionId: string, toItem: (id: string, data: DocumentData) => T) {
  const readAll = async () => (await listDocuments(collectionId)).map(({ id, data }) => toItem(id, data));
  return {
    /** The items visitors see. */
    list: async () => withNumericPriority(await readAll()),
    /** The first `max` items visitors see, read without the others: a home page preview. */
    listFirst: async (max: number) =>
      withNumericPriority((await runQuery(collectionId, firstByPriority(max))).map(({ id, data }) => toItem(id, data))),
    /**
     * `count` items visitors see after `after` (from the first when null), and where the next page starts: one more is
     * read, to know whether there is a next page without asking for an empty one.
     */
    listPage: async (after: PriorityCursor | null, count: number): Promise<PriorityPage<T & { priority: number }>> => {
      const read = withNumericPriority((await runQuery(collectionId, firstByPriority(count + 1, after ?? undefined))).map(({ id, data }) => toItem(id, data)));
      const items = read.slice(0, count);
      const last = read.length > count ? items.at(-1) : undefined;
      return { items, next: last ? { priority: last.priority, id: last.id } : null };
    },
    /** Every item, for the admin list. */
    listForAdmin: async () => (await readAll()).sort(byPriority),
  };
}
