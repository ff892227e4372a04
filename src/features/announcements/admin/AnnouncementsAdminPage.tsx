import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAllAnnouncements } from './announcementsAdminQueries';
import { AnnouncementAdminItem } from './AnnouncementAdminItem';
import { AnnouncementForm } from './AnnouncementForm';
import { stateOf, type AnnouncementState } from './announcementState';

/** The list's filter: the specification's Active and Archived, and the drafts and scheduled notices beside them. */
const FILTERS: { state: AnnouncementState; label: string; empty: string }[] = [
  { state: 'published', label: 'Active', empty: 'No active announcements found.' },
  { state: 'scheduled', label: 'Scheduled', empty: 'No scheduled announcements.' },
  { state: 'draft', label: 'Drafts', empty: 'No drafts.' },
  { state: 'archived', label: 'Archived', empty: 'No archived announcements found.' },
];

export function AnnouncementsAdminPage() {
  const [shown, setShown] = useState<AnnouncementState>('published');
  const all = useAllAnnouncements();
  const filter = FILTERS.find((entry) => entry.state === shown) ?? FILTERS[0];
  const now = new Date();
  const announcements = { ...all, data: all.data?.filter((announcement) => stateOf(announcement, now) === shown) };
  return (
    <AdminPage page="announcements">
      <AdminSection title="Post an announcement">
        <AnnouncementForm />
      </AdminSection>
      <AdminSection title="Manage announcements">
        <div className="admin-toggle" role="group" aria-label="Show">
          {FILTERS.map((entry) => (
            <button key={entry.state} type="button" className="admin-toggle__option" aria-pressed={shown === entry.state} onClick={() => setShown(entry.state)}>
              {entry.label}
            </button>
          ))}
        </div>
        <ManageList query={announcements} what="the announcements" empty={filter?.empty ?? ''}>
          {(announcement) => <AnnouncementAdminItem announcement={announcement} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
