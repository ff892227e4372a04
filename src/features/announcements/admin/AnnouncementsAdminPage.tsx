import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { LATEST_ANNOUNCEMENTS } from '../announcementsService';
import { useAllAnnouncements } from './announcementsAdminQueries';
import { AnnouncementAdminItem } from './AnnouncementAdminItem';
import { AnnouncementForm } from './AnnouncementForm';
import { stateOf, type AnnouncementState } from './announcementState';
import './AnnouncementsAdminPage.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'Post news for parents; the newest three active announcements appear on the home page.';

/** The list's filter: Active and Archived (the earlier site's), and the drafts and scheduled notices beside them. */
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
  const seenFirst = new Set(
    (all.data ?? [])
      .filter((announcement) => stateOf(announcement, now) === 'published')
      .sort((a, b) => (b.datePosted?.getTime() ?? 0) - (a.datePosted?.getTime() ?? 0))
      .slice(0, LATEST_ANNOUNCEMENTS)
      .map((announcement) => announcement.id),
  );
  return (
    <AdminPage page="announcements" intro={INTRO}>
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
        {shown === 'published' && (
          <p className="admin-hint">
            Visitors see the {LATEST_ANNOUNCEMENTS} newest first, on the home page and at the top of Announcements; the others
            when they press 'Show older notices' there.
          </p>
        )}
        <ManageList query={announcements} what="the announcements" empty={filter?.empty ?? ''}>
          {(announcement) => <AnnouncementAdminItem announcement={announcement} seenFirst={seenFirst.has(announcement.id)} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
