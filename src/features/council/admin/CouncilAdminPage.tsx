import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { CouncilDescriptionEditor } from './CouncilDescriptionEditor';
import { CouncilMemberAddForm } from './CouncilMemberAddForm';
import { CouncilMemberManageList } from './CouncilMemberManageList';
import './CouncilAdmin.css';

export function CouncilAdminPage() {
  const [additions, setAdditions] = useState(0);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage title="Council Members" intro="Keep the Student Council page current: its members, their photos and the description above them.">
      <AdminSection title="Add a council member">
        <CouncilMemberAddForm onAdded={() => setAdditions((count) => count + 1)} />
      </AdminSection>
      <AdminSection title="Council description">
        <CouncilDescriptionEditor />
      </AdminSection>
      <AdminSection title="Manage council members">
        {/* A new key after each addition reads the list again. */}
        <CouncilMemberManageList key={additions} confirm={confirm} />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
