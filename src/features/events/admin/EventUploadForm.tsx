import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { parseRequiredPriority } from '../../../components/admin/requiredPriority';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { addEvent } from '../eventsService';

const UPLOADED = '✅ Event uploaded successfully!';
const FAILED = '❌ Failed to upload event. Please try again.';
const EVENT_FIELDS_MISSING = '❌ Please enter a title, a priority and at least one image.';

/** Uploads a new event with its photos; on any failure everything typed and picked stays. */
export function EventUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: true });
  const priorityHint = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || priorityNumber === null || uploads.images.length === 0) {
      setMessage({ kind: 'error', text: EVENT_FIELDS_MISSING });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      if (failed > 0) throw new Error(`${failed} image(s) failed to upload`);
      if (urls.length === 0) throw new Error('The image host returned no address for any image');
      await addEvent({ title, priority: priorityNumber, imageUrls: urls });
      setTitle('');
      setPriority('');
      uploads.clear();
      setMessage({ kind: 'success', text: UPLOADED });
      onUploaded();
    } catch (error) {
      console.error('Uploading the event failed.', error);
      setMessage({ kind: 'error', text: FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit}>
      <label className="field">
        <span className="field__label">Title</span>
        <input className="field__input" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
      </label>
      <label className="field">
        <span className="field__label">Priority</span>
        <input
          className="field__input events-admin__priority"
          type="number"
          step="any"
          inputMode="decimal"
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          required
          aria-describedby={priorityHint}
        />
        <span id={priorityHint} className="events-admin__hint">
          Lower numbers appear first on the Our Events page.
        </span>
      </label>
      <ImagePicker label="Photos" uploads={uploads} multiple hint="Choose at least one photo; you can pick several." disabled={busy} />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload event'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
