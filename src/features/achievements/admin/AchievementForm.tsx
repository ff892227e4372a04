import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField, useSingleImage } from '@/components/admin/ImageFields';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { achievementFields as fields } from '../achievementSchema';
import { achievementMutations } from './achievementsAdmin';
import type { Achievement } from '../achievementsService';

/** Adds an achievement with its picture (it goes first), or (with `initial`) edits one; a new picture replaces the stored one. */
export function AchievementForm({ initial, onDone }: { initial?: Achievement; onDone?: EditorDone }) {
  const input = useSchemaForm(fields, ['title', 'description', 'imageURL'], { title: initial?.title ?? '', description: initial?.description ?? '' });
  const image = useSingleImage(initial?.imageUrl);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...achievementMutations,
    added: '🎉 Achievement added successfully!',
    addFailed: '❌ Failed to upload. Please try again.',
  });
  const submit = input.submit(
    form,
    ({ title, description }) =>
      save(
        async () => ({ title, description, imageUrl: await image.url() }),
        () => {
          input.reset();
          image.uploads.clear();
        },
      ),
    { given: { imageURL: image.chosen } },
  );

  return (
    <AdminForm {...formProps('Add achievement', 'Adding…', initial?.title || 'achievement')} onSubmit={submit}>
      <SchemaField control={input.control} name="title" field={fields.title} />
      <SchemaField control={input.control} name="description" field={fields.description} />
      <SingleImageField label={fields.imageURL.label} image={image} of={initial?.title ?? ''} hint="One photo of the achievement." />
    </AdminForm>
  );
}
