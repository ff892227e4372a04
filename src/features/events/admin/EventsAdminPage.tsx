import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAllEvents } from './eventsAdminQueries';
import { EventAdminItem } from './EventAdminItem';
import { EventForm } from './EventForm';

export function EventsAdminPage() {
  return (
    <AdminPage page="events">
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
