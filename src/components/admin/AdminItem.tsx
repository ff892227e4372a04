import { useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { errorText } from '@/lib/errorText';
import type { ContentType } from '@/content/contentTypes';
import type { NamedItem } from '@/lib/trash';
import { boundWrite, type BoundWrite } from './boundWrite';
import { useConfirm } from './ConfirmDialog';
import { FormStatus } from './FormStatus';
import { LastEdited } from './LastEdited';
import { useListStatus } from './ListStatus';
import { useGuardedAction } from './useGuardedAction';
import type { EditorDone } from './useItemForm';
import './AdminItem.css';

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
  /** Said above the list once it succeeded (for an action after which the item leaves the list: Restore). */
  done?: string;
}

/**
 * How an item is deleted: `write` does it; its texts are made from `noun` ('Are you sure you want to delete this
 * event?', followed by the item's name when `named`, '❌ Could not delete the event: reason', "✅ Deleted 'Sports Day'."), unless given. A write that resolves
 * to the item's place in the trash is offered Undo, which runs `undo` with it.
 */
export interface Removal {
  write: BoundWrite;
  undo?: (trashId: string) => BoundWrite;
  noun: string;
  /** 'Remove' for people, 'Delete forever' in the trash; 'Delete' by default. */
  label?: 'Delete' | 'Remove' | 'Delete forever';
  question?: string;
  /** The default question names the item after it: 'Are you sure you want to delete this event? “Sports Day”'. */
  named?: boolean;
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
  /** The item in the activity log: shows who last changed it and when, and is the target of the log's links to it. */
  logged?: { type: ContentType; id: string };
  className?: string;
  /** The item as saved. */
  children: ReactNode;
}

/**
 * One item of a manage list: shown as saved, with Edit (its form in place; focus returns to Edit when the form
 * closes), further actions, and Delete after confirming. One write at a time; a failure shows its reason.
 */
export function AdminItem({ name, editor, remove, actions = [], logged, className, children }: AdminItemProps) {
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
  const anchor = logged && itemAnchor(logged.type, logged.id);
  const itemElement = useRef<HTMLLIElement>(null);
  // Opened from the Activity page's link to this item: brought into view and marked.
  const linked = useSyncExternalStore(subscribeToHash, () => anchor !== undefined && window.location.hash === `#${anchor}`, () => false);
  useEffect(() => {
    if (linked) itemElement.current?.scrollIntoView({ block: 'center' });
  }, [linked]);

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
  async function act(action: ItemAction) {
    keepFocusOn.current = action.label;
    if ((await perform(action)) && action.done) announce({ kind: 'success', text: action.done });
  }

  const retryAction = actions.find((action) => action.label === retryLabel && !action.disabled);

  const removeLabel = remove.label ?? 'Delete';
  const verb = removeLabel.toLowerCase();
  const busyLabel = removeLabel === 'Remove' ? 'Removing…' : 'Deleting…';

  async function deleteItem() {
    const question = remove.question ?? `Are you sure you want to ${verb} this ${remove.noun}?${remove.named ? ` “${name}”` : ''}`;
    if (!(await confirm(question, removeLabel))) return;
    setRemoving(true);
    const failure = remove.failure ?? `Could not ${verb} the ${remove.noun}`;
    let trashId: unknown;
    const write: BoundWrite = async (client) => {
      trashId = await remove.write(client);
    };
    if (await perform({ label: removeLabel, write, failure })) {
      const undo = typeof trashId === 'string' && remove.undo ? { write: remove.undo(trashId), title: name } : undefined;
      announce({ kind: 'success', text: remove.done ?? `✅ ${removeLabel}d '${name}'.`, undo });
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
    <li ref={itemElement} className={['admin-item', className, linked && 'admin-item--linked'].filter(Boolean).join(' ')} id={anchor}>
      {children}
      {logged && <LastEdited type={logged.type} id={logged.id} />}
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
            onClick={() => void act(action)}
            data-action={action.label}
            {...named(action.label)}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => void deleteItem()} {...named(removeLabel)}>
          {removing ? busyLabel : removeLabel}
        </button>
      </div>
      <FormStatus message={message} onRetry={retryAction && (() => void act(retryAction))} />
    </li>
  );
}

/** The writes of a list whose deletes go to the trash (`itemWrites`), by the option names it gives. */
interface TrashWrites {
  remove: UseMutationOptions<string, Error, NamedItem>;
  restore: UseMutationOptions<void, Error, string>;
}

/** The removal of an item that goes to the trash: deleted by `writes.remove`, put back by Undo through `writes.restore`. */
export function trashRemoval(writes: TrashWrites, item: NamedItem, noun: string): Removal {
  return { noun, write: boundWrite(writes.remove, item), undo: (trashId) => boundWrite(writes.restore, trashId) };
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The element id of an item in its admin list, which the Activity page links to (`<page>#item-events_gallery-<id>`). */
export const itemAnchor = (type: ContentType, id: string): string => `item-${type}-${id}`;
