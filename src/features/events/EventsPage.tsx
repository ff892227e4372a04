import { useState } from 'react';
import { DataSection } from '@/components/DataSection';
import { eventPhotoAlt } from './eventsDisplay';
import { useEvents } from './eventsQueries';
import type { GalleryEvent } from './eventsService';
import { FullSizePhoto, type ExpandedPhoto } from './FullSizePhoto';
import './EventsPage.css';
import { GRID_OF_THREE, responsiveImage } from '@/lib/responsiveImage';

export function EventsPage() {
  const events = useEvents();
  const [expanded, setExpanded] = useState<ExpandedPhoto | null>(null);

  return (
    <section className="section" aria-labelledby="events-heading">
      <h1 id="events-heading" className="section__title">
        Our Events
      </h1>
      <p className="events__lead">
        Celebrations, exhibitions and sports meets: moments from the school year. Select a photo to see it full size.
      </p>
      <DataSection reserve="page" query={events} what="the events" empty="No events added yet.">
        {(list) =>
          list.map((event, index) => <EventBlock key={event.id} event={event} eagerFirstPhoto={index === 0} onExpand={setExpanded} />)
        }
      </DataSection>
      <FullSizePhoto photo={expanded} onClose={() => setExpanded(null)} />
    </section>
  );
}

function EventBlock({
  event,
  eagerFirstPhoto,
  onExpand,
}: {
  event: GalleryEvent;
  eagerFirstPhoto: boolean;
  onExpand: (photo: ExpandedPhoto) => void;
}) {
  const titleId = `event-title-${event.id}`;
  const count = event.imageUrls.length;
  return (
    <article className="event-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="event-block__title">
        {event.title}
      </h2>
      {count === 0 ? (
        <p className="status-line">Photos coming soon.</p>
      ) : (
        <ul className="event-block__photos">
          {event.imageUrls.map((src, index) => {
            const alt = eventPhotoAlt(event.title, index, count);
            return (
              <li key={`${index}-${src}`}>
                <button type="button" className="event-photo" onClick={() => onExpand({ src, alt })}>
                  <img
                    className="event-photo__image"
                    {...responsiveImage(src, GRID_OF_THREE)}
                    alt={alt}
                    width={1200}
                    height={800}
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
