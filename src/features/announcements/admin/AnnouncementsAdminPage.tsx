import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { AnnouncementManageList } from './AnnouncementManageList';
import { AnnouncementPostForm } from './AnnouncementPostForm';

export function AnnouncementsAdminPage() {
  const [archived, setArchived] = useState(false);
  const [posts, setPosts] = useState(0);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage title="Announcements" intro="Post news for parents; the newest three active announcements appear on the home page.">
      <AdminSection title="Post an announcement">
        <AnnouncementPostForm onPosted={() => setPosts((count) => count + 1)} />
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
        {/* A new key after each post reads the list again. */}
        <AnnouncementManageList key={`${archived}-${posts}`} archived={archived} confirm={confirm} />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
