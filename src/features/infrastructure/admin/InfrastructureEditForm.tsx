import { useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { updateInfrastructureItem, type InfrastructureItem } from '../infrastructureService';
import { ALL_FIELDS_REQUIRED, UPLOAD_OR_SAVE_FAILED, parsePriority } from './infrastructureFields';
import './InfrastructureAdmin.css';

const NO_THUMBNAIL = '❌ Choose a thumbnail for this item.';
const NO_GALLERY = '❌ Keep or add at least one gallery image.';

interface Props {
  item: InfrastructureItem;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits one item in place: its text and priority, a new thumbnail, gallery photos kept, removed or added. */
export function InfrastructureEditForm({ item, onSaved, onCancel }: Props) {
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const [priority, setPriority] = useState(item.priority === null ? '' : String(item.priority));
  const [kept, setKept] = useState<boolean[]>(() => item.gallery.map(() => true));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const thumbnail = useImageUploads({ multiple: false });
  const gallery = useImageUploads({ multiple: true });

  const keptGallery = item.gallery.filter((_, index) => kept[index]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityValue = parsePriority(priority);
    if (!title.trim() || !description.trim() || priorityValue === null) {
      setMessage({ kind: 'error', text: ALL_FIELDS_REQUIRED });
      return;
    }
    if (!item.thumbnailUrl && thumbnail.images.length === 0) {
      setMessage({ kind: 'error', text: NO_THUMBNAIL });
      return;
    }
    if (keptGallery.length + gallery.images.length === 0) {
      setMessage({ kind: 'error', text: NO_GALLERY });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const [thumbnailOutcome, galleryOutcome] = await Promise.all([thumbnail.uploadAll(), gallery.uploadAll()]);
      if (thumbnailOutcome.failed > 0 || galleryOutcome.failed > 0) throw new Error('An image failed to upload.');
      const thumbnailUrl = thumbnailOutcome.urls[0] ?? item.thumbnailUrl;
      const photos = [...keptGallery, ...galleryOutcome.urls];
      if (!thumbnailUrl || photos.length === 0) throw new Error('The image host returned no address.');
      await updateInfrastructureItem(item.id, { title, description, priority: priorityValue, thumbnailUrl, gallery: photos });
      onSaved();
    } catch (error) {
      console.error('Saving the infrastructure item failed.', error);
      setMessage({ kind: 'error', text: UPLOAD_OR_SAVE_FAILED });
      setBusy(false);
    }
  }

  return (
    <form className="admin-form infra-admin-edit" onSubmit={handleSubmit} noValidate aria-label={`Edit ${item.title || 'item'}`}>
      <label className="field">
        <span className="field__label">Title</span>
        <input
          className="field__input"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          maxLength={200}
          // The form replaces the Edit button the admin just pressed: continue from its first field.
          autoFocus
        />
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
        />
      </label>

      <div className="infra-admin-edit__current">
        <span className="field__label">Current thumbnail</span>
        {item.thumbnailUrl ? (
          <img className="infra-admin-edit__thumbnail" src={item.thumbnailUrl} alt={`Current thumbnail of ${item.title}`} width={160} height={107} />
        ) : (
          <p className="infra-admin__hint">None: choose one below.</p>
        )}
      </div>
      <ImagePicker
        label={item.thumbnailUrl ? 'Replace thumbnail (optional)' : 'Thumbnail'}
        uploads={thumbnail}
        hint={item.thumbnailUrl ? 'Pick an image only to replace the current one.' : undefined}
        disabled={busy}
      />

      <fieldset className="infra-admin-edit__gallery">
        <legend className="field__label">Gallery images</legend>
        {item.gallery.length === 0 ? (
          <p className="infra-admin__hint">No photos yet: add at least one below.</p>
        ) : (
          <ul className="infra-admin-edit__photos">
            {item.gallery.map((url, index) => (
              <li key={`${index}-${url}`} className={kept[index] ? 'infra-admin-edit__photo' : 'infra-admin-edit__photo infra-admin-edit__photo--removed'}>
                <img src={url} alt={`Gallery photo ${index + 1} of ${item.title}`} width={104} height={70} loading="lazy" decoding="async" />
                <label className="infra-admin-edit__keep">
                  <input
                    type="checkbox"
                    checked={kept[index]}
                    disabled={busy}
                    onChange={(event) => {
                      const keep = event.target.checked;
                      setKept((list) => list.map((value, position) => (position === index ? keep : value)));
                    }}
                  />
                  Keep<span className="visually-hidden"> photo {index + 1}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <ImagePicker label="Add gallery images" uploads={gallery} multiple hint="Added after the photos you keep." disabled={busy} />

      <div className="admin-form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
