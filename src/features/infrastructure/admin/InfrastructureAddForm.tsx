import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { addInfrastructureItem } from '../infrastructureService';
import { ALL_FIELDS_REQUIRED, UPLOAD_OR_SAVE_FAILED, parsePriority } from './infrastructureFields';
import './InfrastructureAdmin.css';

const ADDED = '✅ Infrastructure item added successfully!';

/** Adds an infrastructure item; on any failure everything typed and picked stays. */
export function InfrastructureAddForm({ onAdded }: { onAdded: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const thumbnail = useImageUploads({ multiple: false });
  const gallery = useImageUploads({ multiple: true });
  const priorityHintId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityValue = parsePriority(priority);
    if (!title.trim() || !description.trim() || priorityValue === null || thumbnail.images.length === 0 || gallery.images.length === 0) {
      setMessage({ kind: 'error', text: ALL_FIELDS_REQUIRED });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
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
    } catch (error) {
      console.error('Adding the infrastructure item failed.', error);
      setMessage({ kind: 'error', text: UPLOAD_OR_SAVE_FAILED });
    } finally {
      setBusy(false);
    }
  }

  // noValidate: every missing field is reported by the one message of the specification.
  return (
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <label className="field">
        <span className="field__label">Title</span>
        <input className="field__input" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
      </label>
      <label className="field">
        <span className="field__label">Description</span>
        <textarea
          className="field__input"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          maxLength={5000}
        />
      </label>
      <label className="field infra-admin__priority">
        <span className="field__label">Priority</span>
        <input
          className="field__input"
          type="number"
          step="any"
          inputMode="decimal"
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          required
          aria-describedby={priorityHintId}
        />
        <span id={priorityHintId} className="infra-admin__hint">
          Lower numbers are shown first.
        </span>
      </label>
      <ImagePicker label="Thumbnail" uploads={thumbnail} hint="One image, shown beside the item." disabled={busy} />
      <ImagePicker
        label="Gallery images"
        uploads={gallery}
        multiple
        hint="At least one image; visitors see them when they press More."
        disabled={busy}
      />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add item'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
