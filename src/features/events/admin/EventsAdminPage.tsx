import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { EventManageList } from './EventManageList';
import { EventUploadForm } from './EventUploadForm';
import './EventsAdmin.css';

export function EventsAdminPage() {
  const [uploads, setUploads] = useState(0);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage title="Events & Gallery" intro="Share photos of school events; the Our Events page shows them by priority, lowest number first.">
      <AdminSection title="Upload an event">
        <EventUploadForm onUploaded={() => setUploads((count) => count + 1)} />
      </AdminSection>
      <AdminSection title="Manage events">
        {/* A new key after each upload reads the list again. */}
        <EventManageList key={uploads} confirm={confirm} />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
