import type { UseMutationOptions } from '@tanstack/react-query';
import type { ListMove } from '@/lib/listOrder';
import type { NamedItem } from '@/lib/trash';
import { boundWrite, type BoundWrite } from './boundWrite';

/** A write on an item of a manage list: what it is called, what it does (`boundWrite(...)`), and what its failure says. */
export interface ItemAction {
  label: string;
  write: BoundWrite;
  /** The start of '❌ failure: reason', or the whole message made from the error. */
  failure: string | ((error: unknown) => string);
  /** Shown but unusable (Move up on the first item). */
  disabled?: boolean;
  /** Its failure offers Retry, which runs the action as the item then is (after the list was read again, say). */
  retry?: boolean;
  /** Said above the list once it succeeded (for an action after which the item leaves the list: Restore). */
  done?: string;
  /** Said to a screen reader once it succeeded, the focus staying on the button (where a move took the item). */
  said?: string;
}

/**
 * How an item is deleted: `write` does it; its texts are made from `noun` ('Are you sure you want to delete this
 * event?', followed by the item's name when `named`, '❌ Could not delete the event: reason', "✅ Deleted 'Sports Day'."),
 * unless given. A write that resolves to the item's place in the trash is offered Undo, which runs `undo` with it.
 */
export interface Removal {
  write: BoundWrite;
  undo?: (trashId: string) => BoundWrite;
  noun: string;
  /** 'Remove' for people, 'Delete forever' in the trash; 'Delete' by default. */
  label?: 'Delete' | 'Remove' | 'Delete forever';
  /** The confirmation's question, when not made from `noun`; a function is asked when Delete is pressed. */
  question?: string | (() => string);
  /** The default question names the item after it: 'Are you sure you want to delete this event? “Sports Day”'. */
  named?: boolean;
  failure?: ItemAction['failure'];
  done?: string;
}

/** The writes of a list whose deletes go to the trash (`itemWrites`), by the option names it gives. */
export interface TrashWrites {
  remove: UseMutationOptions<string, Error, NamedItem>;
  restore: UseMutationOptions<void, Error, string>;
}

/** The removal of an item that goes to the trash: deleted by `writes.remove`, put back by Undo through `writes.restore`. */
export function trashRemoval(writes: TrashWrites, item: NamedItem, noun: string): Removal {
  return { noun, write: boundWrite(writes.remove, item), undo: (trashId) => boundWrite(writes.restore, trashId) };
}

interface Moves<TItem> {
  item: TItem;
  /** The list as shown, in its order. */
  list: readonly TItem[];
  name: (item: TItem) => string;
  /** What an item is called, for the failure: 'event'. */
  noun: string;
  move: UseMutationOptions<void, Error, ListMove>;
  /** The item's stored place (null when it has none). */
  place: (item: TItem) => number | null;
}

/** Move up and Move down of `item` in an ordered list: it changes places with its neighbour in the list as shown. */
export function moveActions<TItem extends { id: string }>({ item, list, name, noun, move, place }: Moves<TItem>): ItemAction[] {
  const at = list.indexOf(item);
  const shown = list.map((entry) => ({ id: entry.id, title: name(entry), place: place(entry) }));
  const action = (direction: ListMove['direction'], label: string, to: number): ItemAction => ({
    label,
    write: boundWrite(move, { id: item.id, direction, shown }),
    failure: `Could not move the ${noun}`,
    disabled: to < 0 || to >= list.length,
    retry: true,
    said: `Moved ${direction}: now ${to + 1} of ${list.length}.`,
  });
  return [action('up', 'Move up', at - 1), action('down', 'Move down', at + 1)];
}
