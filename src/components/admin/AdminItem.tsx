import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { ContentType } from '@/content/contentTypes';
import { errorText } from '@/lib/errorText';
import type { BoundWrite } from './boundWrite';
import { useConfirm } from './ConfirmDialog';
import { FormStatus } from './FormStatus';
import type { ItemAction, Removal } from './itemActions';
import { LastEdited } from './LastEdited';
import { useLinkedItem } from './linkedItem';
import { useListStatus } from './ListStatus';
import { useGuardedAction } from './useGuardedAction';
import { useKeptFocus } from './useKeptFocus';
import type { EditorDone } from './useItemForm';
import './AdminItem.css';

const SAVED = '✅ Changes saved.';

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
  const [retryLabel, setRetryLabel] = useState<string | null>(null);
  // What a move did, for a screen reader: the list's new order shows it, and the focus stays on the button.
  const [said, setSaid] = useState('');
  const { box: actionsRef, keep: keepFocusOn } = useKeptFocus(busy);
  // Opened from the Activity page's link to this item: brought into view and marked.
  const { anchor, linked, ref: itemElement } = useLinkedItem(logged);

  const closeEditor: EditorDone = (saved) => {
    setFocusEditButton(!saved);
    setMessage(saved ? { kind: 'success', text: SAVED } : null);
    setEditing(false);
  };

  async function perform({ write, failure, label, retry = false }: ItemAction): Promise<boolean> {
    setRetryLabel(retry ? label : null);
    return run(
      async () => void (await write(client)),
      typeof failure === 'string' ? (error) => `❌ ${failure}: ${errorText(error)}` : failure,
      { retry },
    );
  }

  /** Runs a further action, its button keeping the focus. */
  async function act(action: ItemAction) {
    keepFocusOn(action.label);
    if (!(await perform(action))) return;
    if (action.done) announce({ kind: 'success', text: action.done });
    if (action.said) setSaid(action.said);
  }

  const retryAction = actions.find((action) => action.label === retryLabel && !action.disabled);

  const removeLabel = remove.label ?? 'Delete';
  const verb = removeLabel.toLowerCase();
  const busyLabel = removeLabel === 'Remove' ? 'Removing…' : 'Deleting…';

  async function deleteItem() {
    const asked = typeof remove.question === 'function' ? remove.question() : remove.question;
    const question = asked ?? `Are you sure you want to ${verb} this ${remove.noun}?${remove.named ? ` “${name}”` : ''}`;
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
      <div ref={actionsRef} className="admin-item__actions">
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
      {actions.some((action) => action.said) && (
        <p className="visually-hidden" role="status">
          {said}
        </p>
      )}
      <FormStatus message={message} onRetry={retryAction && (() => void act(retryAction))} />
    </li>
  );
}
