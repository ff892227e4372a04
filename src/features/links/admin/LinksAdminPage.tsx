import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { LinkAddForm } from './LinkAddForm';
import { LinkManageList } from './LinkManageList';
import './LinksAdmin.css';

export function LinksAdminPage() {
  const [additions, setAdditions] = useState(0);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage title="Important Links" intro="The board, results, textbook and fee sites listed on the Important Links page and the home page.">
      <AdminSection title="Add a link">
        <LinkAddForm onAdded={() => setAdditions((count) => count + 1)} />
      </AdminSection>
      <AdminSection title="Manage links">
        {/* A new key after each addition reads the list again. */}
        <LinkManageList key={additions} confirm={confirm} />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
