import { Link } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { previewPhotos } from './eventsDisplay';
import { listEvents } from './eventsService';
import './EventsPreview.css';

const PAGE_PATH = '/OurEvents';
const MAX_PHOTOS = 6;

/** The home page's 'Our Events' gallery: one photo of each of the first events, leading to the events page. */
export function EventsPreview() {
  const state = useAsyncData(listEvents);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the events" onRetry={state.retry} />;
  const photos = previewPhotos(state.data, MAX_PHOTOS);
  if (photos.length === 0) return <p className="status-line">No events added yet.</p>;
  return (
    <ul className="preview-grid">
      {photos.map((photo) => (
        <li key={photo.eventId}>
          <Link className="events-preview__tile" to={PAGE_PATH}>
            <img
              className="events-preview__image"
              src={photo.src}
              alt=""
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
            />
            <span className="events-preview__caption">{photo.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
