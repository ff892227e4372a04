import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAnnouncements } from '../announcementsQueries';
import { AnnouncementAdminItem } from './AnnouncementAdminItem';
import { AnnouncementForm } from './AnnouncementForm';

export function AnnouncementsAdminPage() {
  const [archived, setArchived] = useState(false);
  const announcements = useAnnouncements(archived);
  return (
    <AdminPage page="announcements">
      <AdminSection title="Post an announcement">
        <AnnouncementForm />
      </AdminSection>
      <AdminSection title="Manage announcements">
        <div className="admin-toggle" role="group" aria-label="Show">
          <button type="button" className="admin-toggle__option" aria-pressed={!archived} onClick={() => setArchived(false)}>
            Active
          </button>
          <button type="button" className="admin-toggle__option" aria-pressed={archived} onClick={() => setArchived(true)}>
            Archived
          </button>
        </div>
        <ManageList
          query={announcements}
          what="the announcements"
          empty={archived ? 'No archived announcements found.' : 'No active announcements found.'}
        >
          {(announcement) => <AnnouncementAdminItem announcement={announcement} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
