import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { ItemSummary, placeMeta } from '@/components/admin/ItemSummary';
import { useAchievements } from '../achievementsQueries';
import type { Achievement } from '../achievementsService';
import { achievementMutations } from './achievementsAdmin';
import { AchievementForm } from './AchievementForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'Celebrate results, medals and milestones. The Achievements page lists them in the order of this list: a new one goes first; Move up and Move down change the order.';

/** An achievement in the list: its picture, title, description and place. */
const achievementAdmin: CollectionAdmin<Achievement> = {
  type: 'achievements',
  Form: AchievementForm,
  writes: achievementMutations,
  removal: { noun: 'achievement' },
  useItems: useAchievements,
  what: 'the achievements',
  empty: 'No achievements added yet.',
  name: (achievement) => achievement.title || 'Untitled achievement',
  order: { move: achievementMutations.move, place: (achievement) => achievement.priority },
  summary: (achievement, title, list) => (
    <ItemSummary
      title={title}
      picture={{ src: achievement.imageUrl, alt: title }}
      meta={[placeMeta(achievement, list)]}
      flag={achievement.priority === null ? 'No numeric priority: it is listed after the others' : null}
      text={achievement.description}
    />
  ),
};

export const AchievementsAdminPage = collectionAdminPage({ page: 'achievements', intro: INTRO, addTitle: 'Add an achievement', manageTitle: 'Manage achievements' }, achievementAdmin);
