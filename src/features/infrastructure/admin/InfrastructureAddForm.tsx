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
import { addInfrastructureItem } from '../infrastructureService';
import { ALL_FIELDS_REQUIRED, UPLOAD_OR_SAVE_FAILED } from './infrastructureFields';
import './InfrastructureAdmin.css';

const ADDED = '✅ Infrastructure item added successfully!';

/** Adds an infrastructure item; on any failure everything typed and picked stays. */
export function InfrastructureAddForm({ onAdded }: { onAdded: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('');
  const { busy, message, setMessage, showError, submit } = useSubmit();
  const thumbnail = useImageUploads({ multiple: false });
  const gallery = useImageUploads({ multiple: true });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityValue = parseRequiredPriority(priority);
    if (!title.trim() || !description.trim() || priorityValue === null || thumbnail.images.length === 0 || gallery.images.length === 0) {
      showError(ALL_FIELDS_REQUIRED);
      return;
    }
    void submit(
      async () => {
        const [thumbnailOutcome, galleryOutcome] = await Promise.all([thumbnail.uploadAll(), gallery.uploadAll()]);
        if (thumbnailOutcome.failed > 0 || galleryOutcome.failed > 0) throw new Error('An image failed to upload.');
        const [thumbnailUrl] = thumbnailOutcome.urls;
        // An image the host returned no address for is skipped; the item still needs a thumbnail and one photo.
        if (!thumbnailUrl || galleryOutcome.urls.length === 0) throw new Error('The image host returned no address.');
        await addInfrastructureItem({ title, description, priority: priorityValue, thumbnailUrl, gallery: galleryOutcome.urls });
        setTitle('');
        setDescription('');
        setPriority('');
        thumbnail.clear();
        gallery.clear();
        setMessage({ kind: 'success', text: ADDED });
        onAdded();
      },
      UPLOAD_OR_SAVE_FAILED,
      'Adding the infrastructure item failed.',
    );
  }

  // noValidate: every missing field is reported by the one message of the specification.
  return (
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={200} />
      <TextAreaField label="Description" value={description} onChange={setDescription} required maxLength={5000} />
      <PriorityField
        className="infra-admin__priority"
        value={priority}
        onChange={setPriority}
        hint="Lower numbers are shown first."
        hintClassName="admin-hint"
      />
      <ImagePicker label="Thumbnail" uploads={thumbnail} hint="One image, shown beside the item." disabled={busy} />
      <ImagePicker
        label="Gallery images"
        uploads={gallery}
        multiple
        hint="At least one image; visitors see them when they press More."
        disabled={busy}
      />
      <FormActions busy={busy} submitLabel="Add item" busyLabel="Adding…" />
      <FormStatus message={message} />
    </form>
  );
}
