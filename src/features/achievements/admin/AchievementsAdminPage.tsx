import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAchievements } from '../achievementsQueries';
import { AchievementAdminItem } from './AchievementAdminItem';
import { AchievementForm } from './AchievementForm';

export function AchievementsAdminPage() {
  return (
    <AdminPage page="achievements">
      <AdminSection title="Add an achievement">
        <AchievementForm />
      </AdminSection>
      <AdminSection title="Manage achievements">
        <ManageList query={useAchievements()} what="the achievements" empty="No achievements added yet.">
          {(achievement) => <AchievementAdminItem achievement={achievement} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
