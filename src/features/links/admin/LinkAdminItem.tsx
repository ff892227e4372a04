import { useEffect, useRef, useState } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { linkButtonLabel } from '../linkDisplay';
import { deleteImportantLink, type ImportantLink } from '../linksService';
import { LinkEditor } from './LinkEditor';

const DELETE_QUESTION = 'Are you sure you want to delete this link?';

interface Props {
  link: ImportantLink;
  confirm: (message: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One important link in the manage list: edit every field in place, or delete after confirming. */
export function LinkAdminItem({ link, confirm, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the editor, the keyboard user continues from the Edit button rather than the top of the page.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  async function remove() {
    if (!(await confirm(DELETE_QUESTION))) return;
    setBusy(true);
    setMessage(null);
    try {
      await deleteImportantLink(link.id);
      onChanged();
    } catch (error) {
      console.error('Deleting the link failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not delete the link: ${error instanceof Error ? error.message : String(error)}` });
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <li className="admin-item">
        <LinkEditor
          link={link}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="admin-item">
      <div className="links-admin__summary">
        <h3 className="admin-item__title">{link.title || 'Untitled link'}</h3>
        {link.url ? (
          <a className="links-admin__url" href={link.url} target="_blank" rel="noopener noreferrer">
            {link.url}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className="links-admin__warning">The stored address is not a web address: visitors see no button. Edit it to fix it.</p>
        )}
        <p className="admin-item__meta">
          Button: {linkButtonLabel(link)}
          {!link.buttonText && ' (default)'}
        </p>
        {link.description && <p className="admin-item__text">{link.description}</p>}
      </div>
      <div className="admin-item__actions">
        <button ref={editButton} type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} disabled={busy}>
          Edit
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => void remove()} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
      <FormStatus message={message} />
    </li>
  );
}
