import type { UseMutationOptions } from '@tanstack/react-query';
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
