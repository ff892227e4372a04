import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useSingleImage } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { achievementMutations } from './achievementsAdminQueries';
import type { Achievement } from '../achievementsService';

const FIELDS_MISSING = '❌ Please enter a title, a description, a priority and choose an image.';

/** Adds an achievement with its picture, or (with `initial`) edits one; a new picture replaces the stored one. */
export function AchievementForm({ initial, onDone }: { initial?: Achievement; onDone?: EditorDone }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [priority, setPriority] = useState(initial?.priority?.toString() ?? '');
  const image = useSingleImage(initial?.imageUrl);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...achievementMutations,
    added: '🎉 Achievement added successfully!',
    addFailed: '❌ Failed to upload. Please try again.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || !description.trim() || priorityNumber === null || !image.chosen) {
      form.fail(FIELDS_MISSING);
      return;
    }
    void save(
      async () => ({ title, description, priority: priorityNumber, imageUrl: await image.url() }),
      () => {
        setTitle('');
        setDescription('');
        setPriority('');
        image.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add achievement', 'Adding…', initial?.title || 'achievement')} onSubmit={submit}>
      <TextField label="Title" value={title} onChange={setTitle} maxLength={200} />
      <TextAreaField label="Description" value={description} onChange={setDescription} maxLength={5000} />
      <PriorityField value={priority} onChange={setPriority} hint="Lower numbers appear first on the Achievements page." />
      <SingleImageField label="Image" image={image} of={initial?.title ?? ''} hint="One photo of the achievement." />
    </AdminForm>
  );
}
