import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { errorText } from '@/lib/errorText';
import { useAdminForm } from './useAdminForm';

/** Closes an item's editor; `saved` says whether it closed because the change was saved. */
export type EditorDone = (saved: boolean) => void;

interface ItemFormOptions<TDraft, TAdded, TUpdated> {
  /** The item being edited; absent when the form adds a new one. */
  initial: { id: string } | undefined;
  /** Closes the editor (edit only). */
  onDone: EditorDone | undefined;
  add: UseMutationOptions<TAdded, Error, TDraft>;
  update: UseMutationOptions<TUpdated, Error, { id: string; draft: TDraft }>;
  /** The success message of adding (the specification's, where it gives one), or one made from what was added. */
  added: string | ((draft: TDraft) => string);
  /** The failure message of adding. */
  addFailed: string | ((error: unknown) => string);
  /** The failure message of an edit; by default '❌ Could not save the changes: reason'. */
  updateFailed?: (error: unknown) => string;
}

/**
 * The part every feature's add-and-edit form shares: with `initial` it saves that item and closes the editor,
 * without it adds a new item, shows `added` and lets the form clear its fields. Failures keep everything typed.
 */
export function useItemForm<TDraft, TAdded, TUpdated>({
  initial,
  onDone,
  add,
  update,
  added,
  addFailed,
  updateFailed = (error) => `❌ Could not save the changes: ${errorText(error)}`,
}: ItemFormOptions<TDraft, TAdded, TUpdated>) {
  const form = useAdminForm();
  const adding = useMutation(add);
  const updating = useMutation(update);

  /** Builds the draft (uploads included) and saves it; `clear` empties the fields after an addition. */
  function save(makeDraft: () => Promise<TDraft> | TDraft, clear: () => void) {
    return form.run(
      async () => {
        const draft = await makeDraft();
        if (initial) {
          await updating.mutateAsync({ id: initial.id, draft });
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
