import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { ItemSummary, priorityMeta } from '@/components/admin/ItemSummary';
import { useAchievements } from '../achievementsQueries';
import type { Achievement } from '../achievementsService';
import { achievementMutations } from './achievementsAdmin';
import { AchievementForm } from './AchievementForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'Celebrate results, medals and milestones; the Achievements page lists them by priority, lowest number first.';

/** An achievement in the list: its picture, title, description and priority. */
const achievementAdmin: CollectionAdmin<Achievement> = {
  type: 'achievements',
  Form: AchievementForm,
  writes: achievementMutations,
  removal: { noun: 'achievement' },
  useItems: useAchievements,
  what: 'the achievements',
  empty: 'No achievements added yet.',
  name: (achievement) => achievement.title || 'Untitled achievement',
  summary: (achievement, title) => (
    <ItemSummary
      title={title}
      picture={{ src: achievement.imageUrl, alt: title }}
      meta={[priorityMeta(achievement.priority)]}
      flag={achievement.priority === null ? 'No numeric priority: it is listed after the others' : null}
      text={achievement.description}
    />
  ),
};

export const AchievementsAdminPage = collectionAdminPage({ page: 'achievements', intro: INTRO, addTitle: 'Add an achievement', manageTitle: 'Manage achievements' }, achievementAdmin);
