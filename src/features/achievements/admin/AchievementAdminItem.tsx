import { useState } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
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
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const remove = async () => {
    if (!(await confirm(DELETE_QUESTION))) return;
    setBusy(true);
    setMessage(null);
    try {
      await deleteAchievement(achievement.id);
      onChanged();
    } catch (error) {
      console.error('Deleting the achievement failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not delete the achievement: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className="admin-item">
        <AchievementEditForm
          achievement={achievement}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
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
          <p className={achievement.priority === null ? 'admin-item__meta achievements-admin__warning' : 'admin-item__meta'}>
            {achievement.priority === null ? 'No numeric priority: give it one to place it in order' : `Priority ${achievement.priority}`}
          </p>
          <p className="admin-item__text">{achievement.description}</p>
        </div>
      </div>
      <div className="admin-item__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} disabled={busy}>
          Edit
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => void remove()} disabled={busy}>
          Delete
        </button>
      </div>
      <FormStatus message={message} />
    </li>
  );
}
