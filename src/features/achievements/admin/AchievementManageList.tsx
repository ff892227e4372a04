import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { listAchievements } from '../achievementsService';
import { AchievementAdminItem } from './AchievementAdminItem';

/** Every achievement in the order visitors see them, each editable in place. */
export function AchievementManageList({ confirm }: { confirm: (message: string) => Promise<boolean> }) {
  const state = useAsyncData(listAchievements);

  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the achievements" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No achievements added yet.</p>;
  return (
    <ul className="admin-list">
      {state.data.map((achievement) => (
        <AchievementAdminItem
          // A saved change gives a new key, so the item starts again from what is stored.
          key={`${achievement.id}:${achievement.title}:${achievement.description}:${achievement.priority}:${achievement.imageUrl}`}
          achievement={achievement}
          confirm={confirm}
          onChanged={state.refresh}
        />
      ))}
    </ul>
  );
}
