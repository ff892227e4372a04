import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { countOf, HIDDEN_WITHOUT_PRIORITY, ItemSummary, placeMeta } from '@/components/admin/ItemSummary';
import { eventPhotoAlt } from '../eventsDisplay';
import type { GalleryEvent } from '../eventsService';
import { eventMutations, useAllEvents } from './eventsAdmin';
import { EventForm } from './EventForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'Share photos of school events. The Our Events page shows them in the order of this list: a new event goes first; Move up and Move down change the order.';

/** An event in the list: its title, place and photos; the deletion's question names it. */
const eventAdmin: CollectionAdmin<GalleryEvent> = {
  type: 'events_gallery',
  Form: EventForm,
  writes: eventMutations,
  removal: { noun: 'event', named: true },
  useItems: useAllEvents,
  what: 'the events',
  empty: 'No events added yet.',
  name: (event) => event.title || 'Untitled event',
  order: { move: eventMutations.move, place: (event) => event.priority },
  summary: (event, title, list) => (
    <ItemSummary
      title={title}
      meta={[placeMeta(event, list), countOf(event.imageUrls.length, 'photo')]}
      flag={event.priority === null ? HIDDEN_WITHOUT_PRIORITY : null}
      thumbnails={event.imageUrls.map((src, index) => ({ src, alt: eventPhotoAlt(title, index, event.imageUrls.length) }))}
    />
  ),
};

export const EventsAdminPage = collectionAdminPage({ page: 'events', intro: INTRO, addTitle: 'Upload an event', manageTitle: 'Manage events' }, eventAdmin);
