import type { CollectionQuery } from './firestoreRest';

/**
 * The first `max` documents visitors see, by the specification's rule: a numeric priority, ascending. The range
 * filter keeps out, on the server, what the readers drop anyway (a priority stored as text, NaN, or none), so a
 * preview reads only what it shows. Needs no composite index (one field).
 */
export function firstByPriority(max: number): CollectionQuery {
  return {
    where: { field: 'priority', op: 'GREATER_THAN_OR_EQUAL', value: Number.NEGATIVE_INFINITY },
    orderBy: { field: 'priority', direction: 'ASCENDING' },
    limit: max,
  };
}
