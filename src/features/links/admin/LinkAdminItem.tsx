import { AdminItemActions } from '@/components/admin/AdminItemActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useFocusAfterEditing } from '@/components/admin/useFocusAfterEditing';
import { useItemActions } from '@/components/admin/useItemActions';
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
  const { editing, setEditing, busy, message, remove, finishEditing } = useItemActions({ confirm, onChanged });
  const editButton = useFocusAfterEditing(editing);

  if (editing) {
    return (
      <li className="admin-item">
        <LinkEditor
          link={link}
          onSaved={finishEditing}
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
      <AdminItemActions
        busy={busy}
        busyDeleteLabel="Deleting…"
        editButtonRef={editButton}
        onEdit={() => setEditing(true)}
        onDelete={() => void remove(DELETE_QUESTION, () => deleteImportantLink(link.id), 'Could not delete the link')}
      />
      <FormStatus message={message} />
    </li>
  );
}
