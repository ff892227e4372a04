import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormStatus, type FormMessage } from '@/components/admin/FormStatus';
import {
  deleteStaffGroup, removeStaffMember, renameStaffGroup, setStaffGroupPriority,
  type StaffGroup, type StaffKind, type StaffMember,
} from '../staffService';
import {
  DELETE_FAILED, NO_MEMBERS, STAFF_KIND_TEXT, UPDATE_FAILED, deleteGroupQuestion, errorText, removeMemberQuestion,
} from './staffAdminText';
import { StaffMemberAddForm } from './StaffMemberAddForm';

type Editor = 'name' | 'priority';

interface Props {
  siteId: string;
  kind: StaffKind;
  group: StaffGroup;
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
  onDeleted: (title: string) => void;
}

function memberCount(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/** One department or category: rename and reprioritise in place, delete, and its members added and removed. */
export function StaffGroupAdminItem({ siteId, kind, group, confirm, onDeleted }: Props) {
  const text = STAFF_KIND_TEXT[kind];
  const title = group.name ?? text.untitled;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [nameDraft, setNameDraft] = useState('');
  const [priorityDraft, setPriorityDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const priorityButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Editor | null>(null);
  const fieldId = useId();

  // After an editor closes, focus goes back to the button that opened it (it was unmounted meanwhile).
  useEffect(() => {
    if (editor !== null || returnFocusTo.current === null) return;
    (returnFocusTo.current === 'name' ? renameButton : priorityButton).current?.focus();
    returnFocusTo.current = null;
  }, [editor]);

  const openEditor = (which: Editor) => {
    setNameDraft(group.name ?? '');
    setPriorityDraft(group.priority === null ? '' : String(group.priority));
    setMessage(null);
    setEditor(which);
  };

  const closeEditor = () => {
    returnFocusTo.current = editor;
    setEditor(null);
  };

  /** Runs a write; on failure shows `failurePrefix` and the error's message. Resolves whether it succeeded. */
  async function run(action: () => Promise<void>, failurePrefix: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      return true;
    } catch (error) {
      console.error(failurePrefix, error);
      setMessage({ kind: 'error', text: failurePrefix + errorText(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!nameDraft.trim()) {
      setMessage({ kind: 'error', text: text.missingName });
      return;
    }
    if (await run(() => renameStaffGroup(siteId, kind, group.id, nameDraft), UPDATE_FAILED)) closeEditor();
  }

  async function savePriority(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run(() => setStaffGroupPriority(siteId, kind, group.id, priorityDraft), UPDATE_FAILED)) closeEditor();
  }

  async function deleteGroup() {
    if (!(await confirm(deleteGroupQuestion(text.noun, title)))) return;
    if (await run(() => deleteStaffGroup(siteId, kind, group.id), DELETE_FAILED)) onDeleted(title);
  }

  async function removeMember(member: StaffMember) {
    if (!(await confirm(removeMemberQuestion(member.name, title), 'Remove'))) return;
    if (await run(() => removeStaffMember(siteId, kind, group.id, member.name), DELETE_FAILED)) {
      setMessage({ kind: 'success', text: `Removed “${member.name}” from ${title}.` });
    }
  }

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeEditor();
    }
  };

  const editorActions = (
    <div className="admin-item__actions">
      <button type="submit" className="button button--small" disabled={busy}>
        Save
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          setMessage(null);
          closeEditor();
        }}
        disabled={busy}
      >
        Cancel
      </button>
    </div>
  );

  return (
    <li className="admin-item staff-admin-group">
      <div className="staff-admin-group__header">
        <h4 className="admin-item__title">{title}</h4>
        <p className="admin-item__meta">
          Priority {group.priority ?? 'not set'} · {memberCount(group.members.length)}
        </p>
      </div>

      {editor === 'name' && (
        <form className="staff-admin-group__editor" onSubmit={saveName} onKeyDown={cancelOnEscape} noValidate>
          <label className="field__label" htmlFor={fieldId}>
            New {text.nameLabel.toLowerCase()}
          </label>
          <input
            id={fieldId}
            className="field__input"
            value={nameDraft}
            onChange={(event) => setNameDraft(event.target.value)}
            required
            maxLength={200}
            autoComplete="off"
            autoFocus
          />
          {editorActions}
        </form>
      )}
      {editor === 'priority' && (
        <form className="staff-admin-group__editor" onSubmit={savePriority} onKeyDown={cancelOnEscape} noValidate>
          <label className="field__label" htmlFor={fieldId}>
            Priority of {title}
          </label>
          <input
            id={fieldId}
            className="field__input staff-admin-group__priority-input"
            type="number"
            inputMode="numeric"
            step="any"
            value={priorityDraft}
            onChange={(event) => setPriorityDraft(event.target.value)}
            autoFocus
          />
          {editorActions}
        </form>
      )}
      {editor === null && (
        <div className="admin-item__actions">
          <button ref={renameButton} type="button" className="button button--secondary button--small" onClick={() => openEditor('name')} disabled={busy} aria-label={`Rename ${title}`}>
            Rename
          </button>
          <button ref={priorityButton} type="button" className="button button--secondary button--small" onClick={() => openEditor('priority')} disabled={busy} aria-label={`Change priority of ${title}`}>
            Change priority
          </button>
          <button type="button" className="button button--danger button--small" onClick={() => void deleteGroup()} disabled={busy} aria-label={`Delete ${title}`}>
            Delete
          </button>
        </div>
      )}
      <FormStatus message={message} />

      {group.members.length === 0 ? (
        <p className="staff-admin-group__empty">{NO_MEMBERS}</p>
      ) : (
        <ul className="staff-admin-members" aria-label={`Members of ${title}`}>
          {group.members.map((member, index) => (
            <li key={`${index}-${member.name}`} className="staff-admin-members__item">
              <span className="staff-admin-members__text">
                {member.name}
                {member.qualification && (
                  <>
                    <span className="visually-hidden">, </span>
                    <span className="staff-admin-members__qualification">{member.qualification}</span>
                  </>
                )}
              </span>
              <button
                type="button"
                className="button button--secondary button--small staff-admin-members__remove"
                onClick={() => void removeMember(member)}
                disabled={busy}
                aria-label={`Remove ${member.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <StaffMemberAddForm siteId={siteId} kind={kind} group={group} title={title} />
    </li>
  );
}
