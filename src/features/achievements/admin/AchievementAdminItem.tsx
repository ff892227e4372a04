import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { ItemSummary, priorityMeta } from '@/components/admin/ItemSummary';
import { achievementMutations } from './achievementsAdminQueries';
import type { Achievement } from '../achievementsService';
import { AchievementForm } from './AchievementForm';

/** One achievement in the manage list: its picture, title, description and priority; edit in place or delete. */
export function AchievementAdminItem({ achievement }: { achievement: Achievement }) {
  const title = achievement.title || 'Untitled achievement';
  return (
    <AdminItem
      name={title}
      logged={{ type: 'achievements', id: achievement.id }}
      editor={(done) => <AchievementForm initial={achievement} onDone={done} />}
      remove={trashRemoval(achievementMutations, { id: achievement.id, title }, 'achievement')}
    >
      <ItemSummary
        title={title}
        picture={{ src: achievement.imageUrl, alt: title }}
        meta={[priorityMeta(achievement.priority)]}
        flag={achievement.priority === null ? 'No numeric priority: it is listed after the others' : null}
        text={achievement.description}
      />
    </AdminItem>
  );
}
