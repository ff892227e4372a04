import { AdminForm } from '@/components/admin/AdminForm';
import { ImageListField, SingleImageField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useImageList, useSingleImage } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { missingMessage } from '@/lib/fieldTable';
import { infrastructureFields as fields } from '../infrastructureSchema';
import { infrastructureMutations } from './infrastructureAdminQueries';
import type { InfrastructureItem } from '../infrastructureService';

/**
 * Adds an infrastructure item, or (with `initial`) edits one: its text and priority, a new thumbnail, the gallery
 * photos kept and new ones added.
 */
export function InfrastructureForm({ initial, onDone }: { initial?: InfrastructureItem; onDone?: EditorDone }) {
  const { values, set, setValues } = useFieldValues({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    priority: initial?.priority?.toString() ?? '',
  });
  const thumbnail = useSingleImage(initial?.thumbnailUrl);
  const gallery = useImageList(initial?.gallery ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...infrastructureMutations,
    added: '✅ Infrastructure item added successfully!',
    addFailed: '❌ Failed to upload or save.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(values.priority);
    const { title, description } = values;
    const missing = missingMessage(fields, {
      title,
      description,
      priority: priorityNumber !== null,
      thumbnailUrl: thumbnail.chosen,
      gallery: gallery.count > 0,
    });
    if (missing !== null || priorityNumber === null) {
      form.fail(missing ?? fields.priority.missing);
      return;
    }
    void save(
      async () => {
        const [thumbnailUrl, photos] = await Promise.all([thumbnail.url(), gallery.urls()]);
        // An image the host returned no address for is skipped; the item still needs one photo.
        if (photos.length === 0) throw new Error('The image host returned no address.');
        return { title, description, priority: priorityNumber, thumbnailUrl, gallery: photos };
      },
      () => {
        setValues({ title: '', description: '', priority: '' });
        thumbnail.uploads.clear();
        gallery.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add item', 'Adding…', initial?.title || 'item')} onSubmit={submit}>
      <TextField label={fields.title.label} value={values.title} onChange={set('title')} maxLength={fields.title.max} />
      <TextAreaField label={fields.description.label} value={values.description} onChange={set('description')} maxLength={fields.description.max} />
      <PriorityField value={values.priority} onChange={set('priority')} hint="Lower numbers are shown first." />
      <SingleImageField label={fields.thumbnailUrl.label} image={thumbnail} of={initial?.title ?? ''} hint="One image, shown beside the item." />
      <ImageListField
        label={fields.gallery.label}
        list={gallery}
        hint="At least one image; visitors see them when they press More."
        altOf={(index) => `${initial?.title ?? ''}, gallery ${index + 1}`}
      />
    </AdminForm>
  );
}
