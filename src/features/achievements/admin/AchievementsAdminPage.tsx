import { useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { AchievementAddForm } from './AchievementAddForm';
import { AchievementManageList } from './AchievementManageList';
import './AchievementsAdmin.css';

export function AchievementsAdminPage() {
  const [additions, setAdditions] = useState(0);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage title="Achievements" intro="Celebrate results, medals and milestones; the Achievements page lists them by priority, lowest number first.">
      <AdminSection title="Add an achievement">
        <AchievementAddForm onAdded={() => setAdditions((count) => count + 1)} />
      </AdminSection>
      <AdminSection title="Manage achievements">
        {/* A new key after each addition reads the list again. */}
        <AchievementManageList key={additions} confirm={confirm} />
      </AdminSection>
      {dialog}
    </AdminPage>
  );
}
