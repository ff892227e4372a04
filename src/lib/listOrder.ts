/**
 * The order of an admin list that visitors see in the same order (events, council members, disclosure documents …):
 * a number stored in each item (`priority` or `order`, lowest first), which only Move up and Move down write, and
 * the place a new item takes. Only the admin area writes, so visitors never download this module.
 */
import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { runTransaction, serverTimestamp, type DocumentReference } from 'firebase/firestore/lite';
import { logChange } from './activityLog';
import { readNumber } from './documentFields';
import { liteDb } from './liteDb';
import { Refusal } from './refusal';
import { writeOptions } from './writes';

/** An item of the list as the admin saw it: its stored place (null when it has none) and its name for the log. */
export interface PlacedItem {
  id: string;
  title: string;
  place: number | null;
}

/** One step of an item up or down the list, as the admin saw the list (`shown`, in its order). */
export interface ListMove {
  id: string;
  direction: 'up' | 'down';
  shown: readonly PlacedItem[];
}

/** The order was changed (or an item removed) by someone else after the list was read: nothing was moved. */
export class OrderChangedError extends Refusal {
  constructor(plural: string) {
    super(`Someone else changed the list of ${plural} meanwhile, so nothing was moved. The list now shows the current order: move it again if it is still needed.`);
    this.name = 'OrderChangedError';
  }
}

/**
 * The new places of a move in a list shown lowest place first: the two items swap theirs, which leaves every other
 * item where it was. Where they cannot (the same place, or one without a place: only possible by hand), the list is
 * numbered 1, 2, 3 … in the new order.
 */
function newPlaces(shown: readonly PlacedItem[], from: number, to: number): Map<string, number> {
  const [moving, neighbour] = [shown[from], shown[to]];
  if (!moving || !neighbour) return new Map();
  if (moving.place !== null && neighbour.place !== null && moving.place !== neighbour.place) {
    return new Map([[moving.id, neighbour.place], [neighbour.id, moving.place]]);
  }
  const reordered = shown.map((item, index) => (index === from ? neighbour : index === to ? moving : item));
  // Those without a place come last (hidden from visitors): only the two that moved gain one.
  const last = Math.max(from, to);
  return new Map(reordered.flatMap((item, index) => (item.place !== null || index <= last ? [[item.id, index + 1] as const] : [])));
}

interface OrderedList {
  /** An item's document, by id. */
  reference: (id: string) => DocumentReference;
  /** The stored field that holds its place. */
  field: 'priority' | 'order';
  /** What the items are called: 'event', 'events'. */
  noun: string;
  plural: string;
}

/** The move of one ordered list (a new item takes its place with `placeAt`). */
export function listOrder({ reference, field, noun, plural }: OrderedList) {
  return {
    /**
     * Moves an item one place up or down, in one transaction, so that visitors never see two items in one place.
     * Each item given a place is first read again: if its place is not the one the admin saw, nothing is written.
     * Each item whose place changes is logged as moved.
     */
    async move({ id, direction, shown }: ListMove): Promise<void> {
      const from = shown.findIndex((item) => item.id === id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (!shown[from] || !shown[to]) throw new Error(`This ${noun} is already the ${direction === 'up' ? 'first' : 'last'}.`);
      const places = newPlaces(shown, from, to);
      const placed = shown.filter((item) => places.has(item.id));
      await runTransaction(liteDb(), async (transaction) => {
        const stored = await Promise.all(placed.map((item) => transaction.get(reference(item.id))));
        if (stored.some((snapshot, index) => !snapshot.exists() || readNumber(snapshot.data() ?? {}, field) !== placed[index]?.place)) {
          throw new OrderChangedError(plural);
        }
        for (const item of placed.filter(({ id, place }) => places.get(id) !== place)) {
          const change = { item: reference(item.id), title: item.title, action: 'reorder' } as const;
          transaction.update(reference(item.id), { [field]: places.get(item.id), updatedAt: serverTimestamp(), ...logChange(transaction, change) });
        }
      });
    },
  };
}

/** The place of a new item: before the first of `places` (the stored ones), or after the last; 1 in an empty list. */
export function placeAt(end: 'first' | 'last', places: readonly (number | null)[]): number {
  const numbers = places.filter((place) => place !== null);
  if (numbers.length === 0) return 1;
  return end === 'first' ? Math.ceil(Math.min(...numbers)) - 1 : Math.floor(Math.max(...numbers)) + 1;
}

/** Moving an item of an ordered list, for `useMutation`; when the list was behind the database, it is read again before the failure shows. */
export function moveWrite(move: (move: ListMove) => Promise<void>, invalidates: readonly QueryKey[]): UseMutationOptions<void, Error, ListMove> {
  return {
    ...writeOptions(move, invalidates),
    onError: async (error, _move, _result, { client }) => {
      if (error instanceof OrderChangedError) await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  };
}
