import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { ImageListField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextField } from '@/components/admin/TextField';
import { useImageList } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { eventPhotoAlt } from '../eventsDisplay';
import { eventMutations } from './eventsAdminQueries';
import type { GalleryEvent } from '../eventsService';

const FIELDS_MISSING = '❌ Please enter a title, a priority and at least one image.';
const FIELDS_MISSING_IN_EDIT = '❌ Please enter a title, a priority and keep or add at least one image.';

/** Uploads a new event, or (with `initial`) edits one: title, priority, the photos kept and new ones added. */
export function EventForm({ initial, onDone }: { initial?: GalleryEvent; onDone?: EditorDone }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [priority, setPriority] = useState(initial?.priority?.toString() ?? '');
  const photos = useImageList(initial?.imageUrls ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...eventMutations,
    added: '✅ Event uploaded successfully!',
    addFailed: '❌ Failed to upload event. Please try again.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || priorityNumber === null || photos.count === 0) {
      form.fail(initial ? FIELDS_MISSING_IN_EDIT : FIELDS_MISSING);
      return;
    }
    void save(
      async () => {
        const imageUrls = await photos.urls();
        if (imageUrls.length === 0) throw new Error('The image host returned no address for any image.');
        return { title, priority: priorityNumber, imageUrls };
      },
      () => {
        setTitle('');
        setPriority('');
        photos.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Upload event', 'Uploading…', initial?.title || 'event')} onSubmit={submit}>
      <TextField label="Title" value={title} onChange={setTitle} maxLength={200} />
      <PriorityField value={priority} onChange={setPriority} hint="Lower numbers appear first on the Our Events page." />
      <ImageListField
        label="Photos"
        list={photos}
        hint="Choose at least one photo; you can pick several."
        altOf={(index) => eventPhotoAlt(initial?.title ?? '', index, photos.stored.length)}
      />
    </AdminForm>
  );
}
