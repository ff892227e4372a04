import { useState } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { eventPhotoAlt } from '../eventsDisplay';
import { deleteEvent, type GalleryEvent } from '../eventsService';
import { EventEditForm } from './EventEditForm';

const DELETE_QUESTION = 'Are you sure you want to delete this event?';
const HIDDEN_EVENT_NOTE = 'Hidden from visitors: no numeric priority';

interface Props {
  event: GalleryEvent;
  confirm: (message: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One event in the manage list: its title, priority and photos; edit in place or delete. */
export function EventAdminItem({ event, confirm, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const remove = async () => {
    if (!(await confirm(DELETE_QUESTION))) return;
    setBusy(true);
    setMessage(null);
    try {
      await deleteEvent(event.id);
      onChanged();
    } catch (error) {
      console.error('Deleting the event failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not delete the event: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className="admin-item">
        <EventEditForm
          event={event}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      </li>
    );
  }

  const title = event.title || 'Untitled event';
  return (
    <li className="admin-item">
      <div>
        <h3 className="admin-item__title">{title}</h3>
        {event.priority === null ? (
          <p className="admin-item__meta events-admin__hidden">{HIDDEN_EVENT_NOTE}</p>
        ) : (
          <p className="admin-item__meta">
            Priority {event.priority} · {event.imageUrls.length === 1 ? '1 photo' : `${event.imageUrls.length} photos`}
          </p>
        )}
        {event.imageUrls.length > 0 && (
          <div className="admin-item__thumbs">
            {event.imageUrls.map((url, index) => (
              <img
                key={`${index}-${url}`}
                src={url}
                alt={eventPhotoAlt(title, index, event.imageUrls.length)}
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        )}
      </div>
      <div className="admin-item__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} disabled={busy}>
          Edit
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => void remove()} disabled={busy}>
          Delete
        </button>
      </div>
      <FormStatus message={message} />
    </li>
  );
}
