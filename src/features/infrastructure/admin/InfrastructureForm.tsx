import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { ImageListField, SingleImageField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useImageList, useSingleImage } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { infrastructureMutations } from './infrastructureAdminQueries';
import type { InfrastructureItem } from '../infrastructureService';

/** The message when a field, the thumbnail or every gallery image is missing (docs/product-rules.md#messages). */
const ALL_FIELDS_REQUIRED = '❌ All fields including priority are required.';

/**
 * Adds an infrastructure item, or (with `initial`) edits one: its text and priority, a new thumbnail, the gallery
 * photos kept and new ones added.
 */
export function InfrastructureForm({ initial, onDone }: { initial?: InfrastructureItem; onDone?: EditorDone }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [priority, setPriority] = useState(initial?.priority?.toString() ?? '');
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
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || !description.trim() || priorityNumber === null || !thumbnail.chosen || gallery.count === 0) {
      form.fail(ALL_FIELDS_REQUIRED);
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
        [setTitle, setDescription, setPriority].forEach((clear) => clear(''));
        thumbnail.uploads.clear();
        gallery.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add item', 'Adding…', initial?.title || 'item')} onSubmit={submit}>
      <TextField label="Title" value={title} onChange={setTitle} maxLength={200} />
      <TextAreaField label="Description" value={description} onChange={setDescription} maxLength={5000} />
      <PriorityField value={priority} onChange={setPriority} hint="Lower numbers are shown first." />
      <SingleImageField label="Thumbnail" image={thumbnail} of={initial?.title ?? ''} hint="One image, shown beside the item." />
      <ImageListField
        label="Gallery images"
        list={gallery}
        hint="At least one image; visitors see them when they press More."
        altOf={(index) => `${initial?.title ?? ''}, gallery ${index + 1}`}
      />
    </AdminForm>
  );
}
