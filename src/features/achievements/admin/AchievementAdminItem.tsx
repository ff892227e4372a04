import { AdminItemActions } from '@/components/admin/AdminItemActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useItemActions } from '@/components/admin/useItemActions';
import { AchievementImage } from '../AchievementImage';
import { deleteAchievement, type Achievement } from '../achievementsService';
import { AchievementEditForm } from './AchievementEditForm';

const DELETE_QUESTION = 'Are you sure you want to delete this achievement?';

interface Props {
  achievement: Achievement;
  confirm: (message: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One achievement in the manage list: its picture, title, description and priority; edit in place or delete. */
export function AchievementAdminItem({ achievement, confirm, onChanged }: Props) {
  const { editing, setEditing, busy, message, remove, finishEditing } = useItemActions({ confirm, onChanged });

  if (editing) {
    return (
      <li className="admin-item">
        <AchievementEditForm achievement={achievement} onCancel={() => setEditing(false)} onSaved={finishEditing} />
      </li>
    );
  }

  const title = achievement.title || 'Untitled achievement';
  return (
    <li className="admin-item">
      <div className="achievements-admin__summary">
        <AchievementImage className="achievements-admin__image" src={achievement.imageUrl} alt={title} />
        <div>
          <h3 className="admin-item__title">{title}</h3>
          <p className={achievement.priority === null ? 'admin-item__meta admin-item__flag' : 'admin-item__meta'}>
            {achievement.priority === null ? 'No numeric priority: give it one to place it in order' : `Priority ${achievement.priority}`}
          </p>
          <p className="admin-item__text">{achievement.description}</p>
        </div>
      </div>
      <AdminItemActions
        busy={busy}
        onEdit={() => setEditing(true)}
        onDelete={() => void remove(DELETE_QUESTION, () => deleteAchievement(achievement.id), 'Could not delete the achievement')}
      />
      <FormStatus message={message} />
    </li>
  );
}
