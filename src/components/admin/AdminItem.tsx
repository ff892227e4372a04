import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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
  /** Shown but unusable (Move up on the first item). */
  disabled?: boolean;
  /** Its failure offers Retry, which runs the action as the item then is (after the list was read again, say). */
  retry?: boolean;
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
  const actionButtons = useRef<HTMLDivElement>(null);
  const keepFocusOn = useRef<string | null>(null);
  const [retryLabel, setRetryLabel] = useState<string | null>(null);

  // An action's button keeps the focus through its write, and after it: when the list re-sorts and moves this item
  // (a moved element loses the focus), and when the button is then disabled (the nearest other action takes it).
  useEffect(() => {
    const label = keepFocusOn.current;
    const box = actionButtons.current;
    if (label === null || box === null || busy) return;
    const buttons = [...box.querySelectorAll('button')];
    const own = buttons.find((button) => button.dataset.action === label);
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === own;
    if (!lost) {
      keepFocusOn.current = null;
      return;
    }
    if (own && !own.disabled) {
      if (active !== own) own.focus();
      return;
    }
    const others = buttons.filter((button) => button.dataset.action !== undefined);
    const at = own ? others.indexOf(own) : -1;
    const nearest = [...others.slice(0, Math.max(at, 0)).reverse(), ...others.slice(at + 1)].find((button) => !button.disabled);
    (nearest ?? buttons.find((button) => !button.disabled))?.focus();
  });

  const closeEditor: EditorDone = (saved) => {
    setFocusEditButton(!saved);
    setMessage(saved ? { kind: 'success', text: SAVED } : null);
    setEditing(false);
  };

  async function perform({ write, failure, label, retry = false }: ItemAction): Promise<boolean> {
    setRetryLabel(null);
    const done = await run(
      async () => void (await write(client)),
      typeof failure === 'string' ? (error) => `❌ ${failure}: ${errorText(error)}` : failure,
    );
    if (!done && retry) {
      setMessage((shown) => shown && { ...shown, retry: true });
      setRetryLabel(label);
    }
    return done;
  }

  /** Runs a further action, its button keeping the focus. */
  function act(action: ItemAction) {
    keepFocusOn.current = action.label;
    void perform(action);
  }

  const retryAction = actions.find((action) => action.label === retryLabel && !action.disabled);

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
      <div ref={actionButtons} className="admin-item__actions">
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
            disabled={busy || action.disabled}
            onClick={() => act(action)}
            data-action={action.label}
            {...named(action.label)}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => void deleteItem()} {...named(removeLabel)}>
          {removing ? `${removeLabel.slice(0, -1)}ing…` : removeLabel}
        </button>
      </div>
      <FormStatus message={message} onRetry={retryAction && (() => act(retryAction))} />
    </li>
  );
}
