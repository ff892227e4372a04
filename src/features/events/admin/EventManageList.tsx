import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { listEventsForAdmin } from '../eventsService';
import { EventAdminItem } from './EventAdminItem';

/** Every event in priority order (those visitors cannot see, last), each editable in place. */
export function EventManageList({ confirm }: { confirm: (message: string) => Promise<boolean> }) {
  const state = useAsyncData(listEventsForAdmin);

  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the events" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No events added yet.</p>;
  return (
    <ul className="admin-list">
      {state.data.map((event) => (
        <EventAdminItem
          // A saved change gives a new key, so the item starts again from what is stored.
          key={`${event.id}:${event.title}:${event.priority}:${event.imageUrls.join(' ')}`}
          event={event}
          confirm={confirm}
          onChanged={state.refresh}
        />
      ))}
    </ul>
  );
}
