import { AdminForm } from '@/components/admin/AdminForm';
import { ImageListField, SingleImageField, useImageList, useSingleImage } from '@/components/admin/ImageFields';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { infrastructureFields as fields } from '../infrastructureSchema';
import { infrastructureMutations } from './infrastructureAdmin';
import type { InfrastructureItem } from '../infrastructureService';

/**
 * Adds an infrastructure item (it goes last), or (with `initial`) edits one: its text, a new thumbnail, the gallery
 * photos kept and new ones added.
 */
export function InfrastructureForm({ initial, onDone }: { initial?: InfrastructureItem; onDone?: EditorDone }) {
  const input = useSchemaForm(fields, ['title', 'description', 'thumbnailUrl', 'gallery'], { title: initial?.title ?? '', description: initial?.description ?? '' });
  const thumbnail = useSingleImage(initial?.thumbnailUrl);
  const gallery = useImageList(initial?.gallery ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...infrastructureMutations,
    added: '✅ Infrastructure item added successfully!',
    addFailed: '❌ Failed to upload or save.',
  });

  const submit = input.submit(
    form,
    ({ title, description }) =>
      save(
        async () => {
          const [thumbnailUrl, photos] = await Promise.all([thumbnail.url(), gallery.urls()]);
          // An image the host returned no address for is skipped; the item still needs one photo.
          if (photos.length === 0) throw new Error('The image host returned no address.');
          return { title, description, thumbnailUrl, gallery: photos };
        },
        () => {
          input.reset();
          thumbnail.uploads.clear();
          gallery.uploads.clear();
        },
      ),
    { given: { thumbnailUrl: thumbnail.chosen, gallery: gallery.count > 0 } },
  );

  return (
    <AdminForm {...formProps('Add item', 'Adding…', initial?.title || 'item')} onSubmit={submit}>
      <SchemaField control={input.control} name="title" field={fields.title} />
      <SchemaField control={input.control} name="description" field={fields.description} />
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
