import { AdminItemActions } from '@/components/admin/AdminItemActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useItemActions } from '@/components/admin/useItemActions';
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
  const { editing, setEditing, busy, message, remove, finishEditing } = useItemActions({ confirm, onChanged });

  if (editing) {
    return (
      <li className="admin-item">
        <EventEditForm event={event} onCancel={() => setEditing(false)} onSaved={finishEditing} />
      </li>
    );
  }

  const title = event.title || 'Untitled event';
  return (
    <li className="admin-item">
      <div>
        <h3 className="admin-item__title">{title}</h3>
        {event.priority === null ? (
          <p className="admin-item__meta admin-item__flag">{HIDDEN_EVENT_NOTE}</p>
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
      <AdminItemActions
        busy={busy}
        onEdit={() => setEditing(true)}
        onDelete={() => void remove(DELETE_QUESTION, () => deleteEvent(event.id), 'Could not delete the event')}
      />
      <FormStatus message={message} />
    </li>
  );
}
