import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAchievements } from '../achievementsQueries';
import { AchievementAdminItem } from './AchievementAdminItem';
import { AchievementForm } from './AchievementForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'Celebrate results, medals and milestones; the Achievements page lists them by priority, lowest number first.';

export function AchievementsAdminPage() {
  return (
    <AdminPage page="achievements" intro={INTRO}>
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
