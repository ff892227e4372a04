import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { previewPhotos } from './eventsDisplay';
import { firstEventsQuery } from './eventsQueries';
import './EventsPreview.css';
import { GRID_OF_THREE, PHOTO_FRAME, responsiveImage } from '@/lib/responsiveImage';

const PAGE_PATH = '/OurEvents';
const MAX_PHOTOS = homePreviewSizes.events;

/** The home page's 'Our Events' gallery: one photo of each of the first events, leading to the events page. */
export function EventsPreview() {
  const preview = useQuery({ ...firstEventsQuery(MAX_PHOTOS), select: (events) => previewPhotos(events, MAX_PHOTOS) });
  return (
    <DataSection query={preview} what="the events" empty="No events added yet.">
      {(photos) => (
        <ul className="preview-grid">
          {photos.map((photo) => (
            <li key={photo.eventId}>
              <Link className="card card--outlined zoom-photo events-preview__tile" to={PAGE_PATH}>
                <img
                  className="photo events-preview__image"
                  {...responsiveImage(photo.src, GRID_OF_THREE)}
                  alt=""
                  {...PHOTO_FRAME}
                  loading="lazy"
                  decoding="async"
                />
                <span className="events-preview__caption">{photo.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
