import { AdminForm } from '@/components/admin/AdminForm';
import { ImageListField, useImageList } from '@/components/admin/ImageFields';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { EVENT_FIELDS_MISSING_IN_EDIT, eventFields as fields } from '../eventSchema';
import { eventPhotoAlt } from '../eventsDisplay';
import { eventMutations } from './eventsAdmin';
import type { GalleryEvent } from '../eventsService';

/** Uploads a new event (it goes first), or (with `initial`) edits one: title, the photos kept and new ones added. */
export function EventForm({ initial, onDone }: { initial?: GalleryEvent; onDone?: EditorDone }) {
  const input = useSchemaForm(fields, ['title', 'imageURLs'], { title: initial?.title ?? '' });
  const photos = useImageList(initial?.imageUrls ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...eventMutations,
    added: '✅ Event uploaded successfully!',
    addFailed: '❌ Failed to upload event. Please try again.',
  });

  const submit = input.submit(
    form,
    ({ title }) =>
      save(
        async () => {
          const imageUrls = await photos.urls();
          if (imageUrls.length === 0) throw new Error('The image host returned no address for any image.');
          return { title, imageUrls };
        },
        () => {
          input.reset();
          photos.uploads.clear();
        },
      ),
    { given: { imageURLs: photos.count > 0 }, missing: initial ? EVENT_FIELDS_MISSING_IN_EDIT : undefined },
  );

  return (
    <AdminForm {...formProps('Upload event', 'Uploading…', initial?.title || 'event')} onSubmit={submit}>
      <SchemaField control={input.control} name="title" field={fields.title} />
      <ImageListField
        label={fields.imageURLs.label}
        list={photos}
        hint="Choose at least one photo; you can pick several."
        altOf={(index) => eventPhotoAlt(initial?.title ?? '', index, photos.stored.length)}
      />
    </AdminForm>
  );
}
