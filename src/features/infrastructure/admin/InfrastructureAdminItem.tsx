import { useEffect, useRef } from 'react';
import { AdminItemActions } from '@/components/admin/AdminItemActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useItemActions } from '@/components/admin/useItemActions';
import { deleteInfrastructureItem, type InfrastructureItem } from '../infrastructureService';
import { InfrastructureEditForm } from './InfrastructureEditForm';
import './InfrastructureAdmin.css';

const DELETE_QUESTION = 'Are you sure you want to delete this item?';

interface Props {
  item: InfrastructureItem;
  confirm: (message: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One infrastructure item in the manage list: shown as saved, edited in place, or deleted after confirming. */
export function InfrastructureAdminItem({ item, confirm, onChanged }: Props) {
  const { editing, setEditing, busy, message, setMessage, remove, finishEditing } = useItemActions({ confirm, onChanged });
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocusToEdit = useRef(false);

  // After Cancel, keyboard focus goes back to Edit instead of being lost with the removed form.
  useEffect(() => {
    if (!editing && returnFocusToEdit.current) {
      returnFocusToEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  if (editing) {
    return (
      <li className="admin-item">
        <InfrastructureEditForm
          item={item}
          onCancel={() => {
            returnFocusToEdit.current = true;
            setEditing(false);
          }}
          onSaved={() => {
            finishEditing();
            setMessage({ kind: 'success', text: '✅ Changes saved.' });
          }}
        />
      </li>
    );
  }

  return (
    <li className="admin-item infra-admin-item">
      <div className="infra-admin-item__summary">
        {item.thumbnailUrl ? (
          <img className="infra-admin-item__thumbnail" src={item.thumbnailUrl} alt={`Thumbnail of ${item.title}`} width={160} height={107} loading="lazy" decoding="async" />
        ) : (
          <div className="infra-admin-item__thumbnail infra-admin-item__thumbnail--missing">No thumbnail</div>
        )}
        <div className="infra-admin-item__body">
          <h3 className="admin-item__title">{item.title || 'Untitled item'}</h3>
          <p className="admin-item__meta">
            {item.priority === null ? (
              <span className="infra-admin-item__hidden">Hidden from visitors: the priority is not a number</span>
            ) : (
              `Priority ${item.priority}`
            )}
            {' · '}
            {item.gallery.length === 1 ? '1 gallery photo' : `${item.gallery.length} gallery photos`}
          </p>
          <p className="admin-item__text">{item.description}</p>
        </div>
      </div>
      {item.gallery.length > 0 && (
        <div className="admin-item__thumbs">
          {item.gallery.map((url, index) => (
            <img key={`${index}-${url}`} src={url} alt={`Gallery photo ${index + 1} of ${item.title}`} width={96} height={72} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
      <AdminItemActions
        busy={busy}
        editButtonRef={editButton}
        onEdit={() => {
          setMessage(null);
          setEditing(true);
        }}
        onDelete={() => void remove(DELETE_QUESTION, () => deleteInfrastructureItem(item.id), 'Could not delete the item')}
      />
      <FormStatus message={message} />
    </li>
  );
}
