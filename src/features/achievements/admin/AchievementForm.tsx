import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useSingleImage } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { missingMessage } from '@/lib/fieldTable';
import { achievementFields as fields } from '../achievementSchema';
import { achievementMutations } from './achievementsAdminQueries';
import type { Achievement } from '../achievementsService';

/** Adds an achievement with its picture, or (with `initial`) edits one; a new picture replaces the stored one. */
export function AchievementForm({ initial, onDone }: { initial?: Achievement; onDone?: EditorDone }) {
  const { values, set, setValues } = useFieldValues({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    priority: initial?.priority?.toString() ?? '',
  });
  const image = useSingleImage(initial?.imageUrl);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...achievementMutations,
    added: '🎉 Achievement added successfully!',
    addFailed: '❌ Failed to upload. Please try again.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(values.priority);
    const { title, description } = values;
    const missing = missingMessage(fields, { title, description, priority: priorityNumber !== null, imageURL: image.chosen });
    // (A priority that is not a number is missing too: then `missing` says so.)
    if (missing !== null || priorityNumber === null) {
      form.fail(missing ?? fields.priority.missing);
      return;
    }
    void save(
      async () => ({ title, description, priority: priorityNumber, imageUrl: await image.url() }),
      () => {
        setValues({ title: '', description: '', priority: '' });
        image.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add achievement', 'Adding…', initial?.title || 'achievement')} onSubmit={submit}>
      <TextField label={fields.title.label} value={values.title} onChange={set('title')} maxLength={fields.title.max} />
      <TextAreaField label={fields.description.label} value={values.description} onChange={set('description')} maxLength={fields.description.max} />
      <PriorityField value={values.priority} onChange={set('priority')} hint="Lower numbers appear first on the Achievements page." />
      <SingleImageField label={fields.imageURL.label} image={image} of={initial?.title ?? ''} hint="One photo of the achievement." />
    </AdminForm>
  );
}
