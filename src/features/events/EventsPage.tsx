import { lazy, Suspense, useRef, useState } from 'react';
import { DataSection } from '@/components/DataSection';
import { ShowMore } from '@/components/ShowMore';
import type { LightboxImage } from '@/components/ImageLightbox';
import { eventPhotoAlt } from './eventsDisplay';
import { useEvents } from './eventsQueries';
import type { GalleryEvent } from './eventsService';
import './EventsPage.css';
import { GRID_OF_THREE, PHOTO_FRAME, responsiveImage } from '@/lib/responsiveImage';

// The lightbox library is fetched only when a visitor first opens a photo.
const ImageLightbox = lazy(() => import('@/components/ImageLightbox'));

/** An event's photos, as the lightbox shows them. */
const photosOf = (event: GalleryEvent): LightboxImage[] =>
  event.imageUrls.map((src, index) => ({ src, alt: eventPhotoAlt(event.title, index, event.imageUrls.length) }));

/**
 * The events, each with its photos, EVENTS_PAGE at a time ('Show more events': each event holds many photos). A photo opens the lightbox (the announcements' own) on that event's photos:
 * Previous, Next and the arrow keys go through them; a click on the overlay around the photo, Close or Escape closes it.
 */
export function EventsPage() {
  const events = useEvents();
  const listed = useRef<HTMLDivElement>(null);
  // The photos of the event last opened (kept while the lightbox closes) and the one shown, -1 when it is closed.
  const [photos, setPhotos] = useState<LightboxImage[] | null>(null);
  const [shown, setShown] = useState(-1);
  const open = (event: GalleryEvent, index: number) => {
    setPhotos(photosOf(event));
    setShown(index);
  };

  return (
    <section className="section" aria-labelledby="events-heading">
      <h1 id="events-heading" className="section__title">
        Our Events
      </h1>
      <p className="section__lead events__lead">
        Celebrations, exhibitions and sports meets: moments from the school year. Select a photo to see it full size.
      </p>
      <DataSection reserve="page" query={{ ...events, data: events.data?.pages.flatMap((page) => page.items) }} what="the events" empty="No events added yet.">
        {(list) => (
          <>
            <div ref={listed}>
              {list.map((event, index) => (
                <EventBlock key={event.id} event={event} eagerFirstPhoto={index === 0} onOpen={(photo) => open(event, photo)} />
              ))}
            </div>
            <ShowMore query={events} list={listed} shown={list.length} focusTarget=".event-block__title" label="Show more events" busyLabel="Loading more events..." what="the other events" />
          </>
        )}
      </DataSection>
      {photos && (
        <Suspense fallback={null}>
          <ImageLightbox images={photos} index={shown} onClose={() => setShown(-1)} closeOnOverlayClick />
        </Suspense>
      )}
    </section>
  );
}

function EventBlock({
  event,
  eagerFirstPhoto,
  onOpen,
}: {
  event: GalleryEvent;
  eagerFirstPhoto: boolean;
  /** Opens the lightbox at photo `index` of this event. */
  onOpen: (index: number) => void;
}) {
  const titleId = `event-title-${event.id}`;
  const count = event.imageUrls.length;
  return (
    <article className="event-block" aria-labelledby={titleId}>
      {/* Focusable from the page, for 'Show more events' to move to the first event it adds (not a stop of Tab). */}
      <h2 id={titleId} className="caps event-block__title" tabIndex={-1}>
        {event.title}
      </h2>
      {count === 0 ? (
        <p className="status-line">Photos coming soon.</p>
      ) : (
        <ul className="bare-list event-block__photos">
          {event.imageUrls.map((src, index) => {
            const alt = eventPhotoAlt(event.title, index, count);
            return (
              <li key={`${index}-${src}`}>
                <button type="button" className="zoom-photo event-photo" onClick={() => onOpen(index)} aria-haspopup="dialog">
                  <img
                    className="photo event-photo__image"
                    {...responsiveImage(src, GRID_OF_THREE)}
                    alt={alt}
                    {...PHOTO_FRAME}
                    loading={eagerFirstPhoto && index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={eagerFirstPhoto && index === 0 ? 'high' : undefined}
                    decoding="async"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
