import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { InfrastructureAddForm } from './InfrastructureAddForm';
import { InfrastructureManageList } from './InfrastructureManageList';

export function InfrastructureAdminPage() {
  const [additions, setAdditions] = useState(0);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage title="Infrastructure" intro="The campus highlights on the Infrastructure page, in order of priority (lower first).">
      <AdminSection title="Add an infrastructure item">
        <InfrastructureAddForm onAdded={() => setAdditions((count) => count + 1)} />
      </AdminSection>
      <AdminSection title="Manage infrastructure items">
        {/* A new key after each addition reads the list again. */}
        <InfrastructureManageList key={additions} confirm={confirm} />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
