import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { countOf, HIDDEN_WITHOUT_PRIORITY, ItemSummary, priorityMeta } from '@/components/admin/ItemSummary';
import { eventPhotoAlt } from '../eventsDisplay';
import { eventMutations } from './eventsAdminQueries';
import type { GalleryEvent } from '../eventsService';
import { EventForm } from './EventForm';

/** One event in the manage list: its title, priority and photos; edit in place or delete (the confirmation names it). */
export function EventAdminItem({ event }: { event: GalleryEvent }) {
  const title = event.title || 'Untitled event';
  return (
    <AdminItem
      name={title}
      logged={{ type: 'events_gallery', id: event.id }}
      editor={(done) => <EventForm initial={event} onDone={done} />}
      remove={{ ...trashRemoval(eventMutations, { id: event.id, title }, 'event'), named: true }}
    >
      <ItemSummary
        title={title}
        meta={[priorityMeta(event.priority), countOf(event.imageUrls.length, 'photo')]}
        flag={event.priority === null ? HIDDEN_WITHOUT_PRIORITY : null}
        thumbnails={event.imageUrls.map((src, index) => ({ src, alt: eventPhotoAlt(title, index, event.imageUrls.length) }))}
      />
    </AdminItem>
  );
}
