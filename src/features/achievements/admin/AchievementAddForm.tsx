import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
import { addAchievement } from '../achievementsService';

const ADDED = '🎉 Achievement added successfully!';
const FAILED = '❌ Failed to upload. Please try again.';
export const ACHIEVEMENT_FIELDS_MISSING = '❌ Please enter a title, a description, a priority and choose an image.';

/** Adds an achievement with its picture; on any failure everything typed and picked stays. */
export function AchievementAddForm({ onAdded }: { onAdded: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('');
  const { busy, message, setMessage, showError, submit } = useSubmit();
  const uploads = useImageUploads({ multiple: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || !description.trim() || priorityNumber === null || uploads.images.length === 0) {
      showError(ACHIEVEMENT_FIELDS_MISSING);
      return;
    }
    void submit(
      async () => {
        const { urls, failed } = await uploads.uploadAll();
        const [imageUrl] = urls;
        if (failed > 0 || !imageUrl) throw new Error('The image did not upload');
        await addAchievement({ title, description, priority: priorityNumber, imageUrl });
        setTitle('');
        setDescription('');
        setPriority('');
        uploads.clear();
        setMessage({ kind: 'success', text: ADDED });
        onAdded();
      },
      FAILED,
      'Adding the achievement failed.',
    );
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit}>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={200} />
      <TextAreaField label="Description" value={description} onChange={setDescription} required maxLength={5000} />
      <PriorityField
        inputClassName="field__input--priority"
        value={priority}
        onChange={setPriority}
        hint="Lower numbers appear first on the Achievements page."
        hintClassName="admin-hint"
      />
      <ImagePicker label="Image" uploads={uploads} hint="One photo of the achievement." disabled={busy} />
      <FormActions busy={busy} submitLabel="Add achievement" busyLabel="Adding…" />
      <FormStatus message={message} />
    </form>
  );
}
