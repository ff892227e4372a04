import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextField } from '@/components/admin/TextField';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
import { addEvent } from '../eventsService';

const UPLOADED = '✅ Event uploaded successfully!';
const FAILED = '❌ Failed to upload event. Please try again.';
const EVENT_FIELDS_MISSING = '❌ Please enter a title, a priority and at least one image.';

/** Uploads a new event with its photos; on any failure everything typed and picked stays. */
export function EventUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState('');
  const { busy, message, setMessage, showError, submit } = useSubmit();
  const uploads = useImageUploads({ multiple: true });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || priorityNumber === null || uploads.images.length === 0) {
      showError(EVENT_FIELDS_MISSING);
      return;
    }
    void submit(
      async () => {
        const { urls, failed } = await uploads.uploadAll();
        if (failed > 0) throw new Error(`${failed} image(s) failed to upload`);
        if (urls.length === 0) throw new Error('The image host returned no address for any image');
        await addEvent({ title, priority: priorityNumber, imageUrls: urls });
        setTitle('');
        setPriority('');
        uploads.clear();
        setMessage({ kind: 'success', text: UPLOADED });
        onUploaded();
      },
      FAILED,
      'Uploading the event failed.',
    );
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit}>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={200} />
      <PriorityField
        inputClassName="field__input--priority"
        value={priority}
        onChange={setPriority}
        hint="Lower numbers appear first on the Our Events page."
        hintClassName="admin-hint"
      />
      <ImagePicker label="Photos" uploads={uploads} multiple hint="Choose at least one photo; you can pick several." disabled={busy} />
      <FormActions busy={busy} submitLabel="Upload event" busyLabel="Uploading…" />
      <FormStatus message={message} />
    </form>
  );
}
