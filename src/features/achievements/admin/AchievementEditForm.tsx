import { useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { parseRequiredPriority } from '../../../components/admin/requiredPriority';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { updateAchievement, type Achievement } from '../achievementsService';
import { ACHIEVEMENT_FIELDS_MISSING } from './AchievementAddForm';

const UPLOAD_FAILED = '❌ Failed to upload the new image. Please try again.';

interface Props {
  achievement: Achievement;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits an achievement in place: title, description, priority, and optionally a new image replacing the old. */
export function AchievementEditForm({ achievement, onSaved, onCancel }: Props) {
  const [title, setTitle] = useState(achievement.title);
  const [description, setDescription] = useState(achievement.description);
  const [priority, setPriority] = useState(achievement.priority === null ? '' : String(achievement.priority));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: false });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    const replacing = uploads.images.length > 0;
    if (!title.trim() || !description.trim() || priorityNumber === null || (!replacing && !achievement.imageUrl)) {
      setMessage({ kind: 'error', text: ACHIEVEMENT_FIELDS_MISSING });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      let imageUrl = achievement.imageUrl;
      if (replacing) {
        const { urls, failed } = await uploads.uploadAll();
        if (failed > 0 || urls.length === 0) {
          setMessage({ kind: 'error', text: UPLOAD_FAILED });
          return;
        }
        imageUrl = urls[0];
      }
      if (!imageUrl) return;
      await updateAchievement(achievement.id, { title, description, priority: priorityNumber, imageUrl });
      uploads.clear();
      onSaved();
    } catch (error) {
      console.error('Saving the achievement failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not save the changes: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit} aria-label={`Edit ${achievement.title || 'achievement'}`}>
      <label className="field">
        <span className="field__label">Title</span>
        <input className="field__input" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
      </label>
      <label className="field">
        <span className="field__label">Description</span>
        <textarea
          className="field__input"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          maxLength={5000}
        />
      </label>
      <label className="field">
        <span className="field__label">Priority</span>
        <input
          className="field__input achievements-admin__priority"
          type="number"
          step="any"
          inputMode="decimal"
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          required
        />
      </label>
      {achievement.imageUrl && (
        <figure className="achievements-admin__current">
          <img src={achievement.imageUrl} alt={`Current image of ${achievement.title}`} width={144} height={96} loading="lazy" decoding="async" />
          <figcaption className="achievements-admin__hint">Current image: it stays unless you choose a new one.</figcaption>
        </figure>
      )}
      <ImagePicker label="Replace image" uploads={uploads} hint="Optional: the new photo replaces the current one when you save." disabled={busy} />
      <div className="admin-form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
