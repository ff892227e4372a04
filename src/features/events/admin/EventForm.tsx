import { AdminForm } from '@/components/admin/AdminForm';
import { ImageListField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useImageList } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { missingMessage } from '@/lib/fieldTable';
import { EVENT_FIELDS_MISSING_IN_EDIT, eventFields as fields } from '../eventSchema';
import { eventPhotoAlt } from '../eventsDisplay';
import { eventMutations } from './eventsAdminQueries';
import type { GalleryEvent } from '../eventsService';

/** Uploads a new event, or (with `initial`) edits one: title, priority, the photos kept and new ones added. */
export function EventForm({ initial, onDone }: { initial?: GalleryEvent; onDone?: EditorDone }) {
  const { values, set, setValues } = useFieldValues({ title: initial?.title ?? '', priority: initial?.priority?.toString() ?? '' });
  const photos = useImageList(initial?.imageUrls ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...eventMutations,
    added: '✅ Event uploaded successfully!',
    addFailed: '❌ Failed to upload event. Please try again.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(values.priority);
    const missing = missingMessage(fields, { title: values.title, priority: priorityNumber !== null, imageURLs: photos.count > 0 });
    if (missing !== null || priorityNumber === null) {
      form.fail(initial ? EVENT_FIELDS_MISSING_IN_EDIT : (missing ?? fields.priority.missing));
      return;
    }
    void save(
      async () => {
        const imageUrls = await photos.urls();
        if (imageUrls.length === 0) throw new Error('The image host returned no address for any image.');
        return { title: values.title, priority: priorityNumber, imageUrls };
      },
      () => {
        setValues({ title: '', priority: '' });
        photos.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Upload event', 'Uploading…', initial?.title || 'event')} onSubmit={submit}>
      <TextField label={fields.title.label} value={values.title} onChange={set('title')} maxLength={fields.title.max} />
      <PriorityField value={values.priority} onChange={set('priority')} hint="Lower numbers appear first on the Our Events page." />
      <ImageListField
        label={fields.imageURLs.label}
        list={photos}
        hint="Choose at least one photo; you can pick several."
        altOf={(index) => eventPhotoAlt(initial?.title ?? '', index, photos.stored.length)}
      />
    </AdminForm>
  );
}
