import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { errorText } from '@/lib/errorText';
import type { BoundWrite } from './boundWrite';
import { useConfirm } from './ConfirmDialog';
import { FormStatus } from './FormStatus';
import { useListStatus } from './ManageList';
import { useGuardedAction } from './useGuardedAction';
import type { EditorDone } from './useItemForm';

const SAVED = '✅ Changes saved.';

/** A write on the item: what it is called, what it does (`boundWrite(...)`), and what its failure says. */
export interface ItemAction {
  label: string;
  write: BoundWrite;
  /** The start of '❌ failure: reason', or the whole message made from the error. */
  failure: string | ((error: unknown) => string);
}

/**
 * How an item is deleted: `write` does it; its texts are made from `noun` ('Are you sure you want to delete this
 * event?', '❌ Could not delete the event: reason', '✅ Deleted the event “Sports Day”.'), unless given.
 */
export interface Removal {
  write: BoundWrite;
  noun: string;
  /** 'Remove' for people; 'Delete' by default. */
  label?: 'Delete' | 'Remove';
  question?: string;
  failure?: ItemAction['failure'];
  done?: string;
}

interface AdminItemProps {
  /** The item's name as the admin knows it: completes its buttons' accessible names ('Edit Sports Day'). */
  name: string;
  /** The feature's form with `initial` set to this item; it calls `done` after saving or on Cancel. */
  editor?: (done: EditorDone) => ReactNode;
  /** Deletion, behind the confirmation dialog. */
  remove: Removal;
  /** Further writes between Edit and Delete (Archive, say). */
  actions?: ItemAction[];
  className?: string;
  /** The item as saved. */
  children: ReactNode;
}

/**
 * One item of a manage list: shown as saved, with Edit (its form in place; focus returns to Edit when the form
 * closes), further actions, and Delete after confirming. One write at a time; a failure shows its reason.
 */
export function AdminItem({ name, editor, remove, actions = [], className, children }: AdminItemProps) {
  const [editing, setEditing] = useState(false);
  const { busy, message, setMessage, run } = useGuardedAction();
  const confirm = useConfirm();
  const client = useQueryClient();
  const announce = useListStatus();
  const [removing, setRemoving] = useState(false);
  // A cancelled editor gives focus back to the Edit button it replaced; a saved one to its 'Changes saved.' message.
  const [focusEditButton, setFocusEditButton] = useState(false);
  const focusWhenShown = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  const closeEditor: EditorDone = (saved) => {
    setFocusEditButton(!saved);
    setMessage(saved ? { kind: 'success', text: SAVED } : null);
    setEditing(false);
  };

  const perform = ({ write, failure }: ItemAction) =>
    run(
      async () => void (await write(client)),
      typeof failure === 'string' ? (error) => `❌ ${failure}: ${errorText(error)}` : failure,
    );

  const removeLabel = remove.label ?? 'Delete';
  const verb = removeLabel.toLowerCase();

  async function deleteItem() {
    if (!(await confirm(remove.question ?? `Are you sure you want to ${verb} this ${remove.noun}?`, removeLabel))) return;
    setRemoving(true);
    const failure = remove.failure ?? `Could not ${verb} the ${remove.noun}`;
    if (await perform({ label: removeLabel, write: remove.write, failure })) {
      announce({ kind: 'success', text: remove.done ?? `✅ ${removeLabel}d the ${remove.noun} “${name}”.` });
    } else {
      setRemoving(false);
    }
  }

  if (editing && editor) {
    return (
      <li className={className ? `admin-item ${className}` : 'admin-item'}>
        {editor(closeEditor)}
      </li>
    );
  }

  // 'Edit' on screen; 'Edit Sports Day' to a screen reader going through a list of Edit buttons.
  const named = (label: string) => ({ 'aria-label': `${label} ${name}` });

  return (
    <li className={className ? `admin-item ${className}` : 'admin-item'}>
      {children}
      <div className="admin-item__actions">
        {editor && (
          <button
            ref={focusEditButton ? focusWhenShown : undefined}
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => {
              setMessage(null);
              setFocusEditButton(false);
              setEditing(true);
            }}
            {...named('Edit')}
          >
            Edit
          </button>
        )}
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => void perform(action)}
            {...named(action.label)}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => void deleteItem()} {...named(removeLabel)}>
          {removing ? `${removeLabel.slice(0, -1)}ing…` : removeLabel}
        </button>
      </div>
      <FormStatus message={message} />
    </li>
  );
}
