import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAllEvents } from './eventsAdminQueries';
import { EventAdminItem } from './EventAdminItem';
import { EventForm } from './EventForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'Share photos of school events; the Our Events page shows them by priority, lowest number first.';

export function EventsAdminPage() {
  return (
    <AdminPage page="events" intro={INTRO}>
      <AdminSection title="Upload an event">
        <EventForm />
      </AdminSection>
      <AdminSection title="Manage events">
        <ManageList query={useAllEvents()} what="the events" empty="No events added yet.">
          {(event) => <EventAdminItem event={event} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
