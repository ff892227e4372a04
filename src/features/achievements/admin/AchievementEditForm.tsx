import { useState, type FormEvent } from 'react';
import { errorText } from '@/components/admin/errorText';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
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
  const { busy, message, showError, submit } = useSubmit();
  const uploads = useImageUploads({ multiple: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    const replacing = uploads.images.length > 0;
    if (!title.trim() || !description.trim() || priorityNumber === null || (!replacing && !achievement.imageUrl)) {
      showError(ACHIEVEMENT_FIELDS_MISSING);
      return;
    }
    void submit(
      async () => {
        let imageUrl = achievement.imageUrl;
        if (replacing) {
          const { urls, failed } = await uploads.uploadAll();
          if (failed > 0 || !urls[0]) {
            showError(UPLOAD_FAILED);
            return;
          }
          imageUrl = urls[0];
        }
        if (!imageUrl) return;
        await updateAchievement(achievement.id, { title, description, priority: priorityNumber, imageUrl });
        uploads.clear();
        onSaved();
      },
      (error) => `❌ Could not save the changes: ${errorText(error)}`,
      'Saving the achievement failed.',
    );
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit} aria-label={`Edit ${achievement.title || 'achievement'}`}>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={200} />
      <TextAreaField label="Description" value={description} onChange={setDescription} required maxLength={5000} />
      <PriorityField inputClassName="field__input--priority" value={priority} onChange={setPriority} />
      {achievement.imageUrl && (
        <figure className="achievements-admin__current">
          <img src={achievement.imageUrl} alt={`Current image of ${achievement.title}`} width={144} height={96} loading="lazy" decoding="async" />
          <figcaption className="admin-hint">Current image: it stays unless you choose a new one.</figcaption>
        </figure>
      )}
      <ImagePicker label="Replace image" uploads={uploads} hint="Optional: the new photo replaces the current one when you save." disabled={busy} />
      <FormActions busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
      <FormStatus message={message} />
    </form>
  );
}
