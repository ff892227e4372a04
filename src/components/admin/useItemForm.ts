import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText } from '@/lib/errorText';
import { EditConflictError } from '@/lib/liteDb';
import type { ItemUpdate } from '@/lib/writes';
import { useGuardedAction } from './useGuardedAction';

/** Closes an item's editor; `saved` says whether it closed because the change was saved. */
export type EditorDone = (saved: boolean) => void;

/** An item an admin form edits: its id, and when it was last changed (null for one stored before that was kept). */
interface EditableItem {
  id: string;
  updatedAt?: Date | null;
}

interface ItemFormOptions<TDraft, TAdded, TUpdated, TItem extends EditableItem> {
  /** The item being edited; absent when the form adds a new one. */
  initial: TItem | undefined;
  /** Closes the editor (edit only). */
  onDone: EditorDone | undefined;
  add: UseMutationOptions<TAdded, Error, TDraft>;
  update: UseMutationOptions<TUpdated, Error, ItemUpdate<TDraft, TItem>>;
  /** The success message of adding (docs/product-rules.md#messages, where it gives one), or one made from what was added. */
  added: string | ((draft: TDraft) => string);
  /** The failure message of adding. */
  addFailed: string | ((error: unknown) => string);
  /** The failure message of an edit; by default '❌ Could not save the changes: reason'. */
  updateFailed?: (error: unknown) => string;
}

/**
 * The part every feature's add-and-edit form shares: with `initial` it saves that item and closes the editor,
 * without it adds a new item, shows `added` and lets the form clear its fields. Failures keep everything typed.
 * An edit writes only what changed since the form opened; if someone else changed the item meanwhile, nothing is
 * written and the form says so (the list reads their version); saving again applies only this form's changes to it.
 */
export function useItemForm<TDraft, TAdded, TUpdated, TItem extends EditableItem>({
  initial,
  onDone,
  add,
  update,
  added,
  addFailed,
  updateFailed = (error) => `❌ Could not save the changes: ${errorText(error)}`,
}: ItemFormOptions<TDraft, TAdded, TUpdated, TItem>) {
  const form = useGuardedAction();
  const client = useQueryClient();
  const adding = useMutation(add);
  const updating = useMutation(update);
  // The item as the editor opened it (what "changed" is measured against), and the change it last knew of.
  const [opened] = useState(initial);
  const openedAt = useRef(initial?.updatedAt ?? null);

  /** Builds the draft (uploads included) and saves it; `clear` empties the fields after an addition. */
  function save(makeDraft: () => Promise<TDraft> | TDraft, clear: () => void) {
    return form.run(
      async () => {
        const draft = await makeDraft();
        if (initial) {
          try {
            await updating.mutateAsync({ id: initial.id, draft, opened: { item: opened ?? initial, updatedAt: openedAt.current } });
          } catch (error) {
            if (error instanceof EditConflictError) {
              openedAt.current = error.storedAt;
              await Promise.all((update.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
            }
            throw error;
          }
          onDone?.(true);
          return;
        }
        await adding.mutateAsync(draft);
        clear();
        return typeof added === 'string' ? added : added(draft);
      },
      initial ? updateFailed : addFailed,
    );
  }

  /** The AdminForm props that differ between adding and editing `name`. */
  function formProps(addLabel: string, addingLabel: string, name: string) {
    return initial
      ? { form, submitLabel: 'Save', busyLabel: 'Saving…', onCancel: () => onDone?.(false), label: `Edit ${name}` }
      : { form, submitLabel: addLabel, busyLabel: addingLabel };
  }

  return { form, save, formProps, editing: initial !== undefined };
}
