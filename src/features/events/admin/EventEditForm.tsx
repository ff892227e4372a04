import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { parseRequiredPriority } from '../../../components/admin/requiredPriority';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { eventPhotoAlt } from '../eventsDisplay';
import { updateEvent, type GalleryEvent } from '../eventsService';

const FIELDS_MISSING = '❌ Please enter a title, a priority and keep or add at least one image.';
const UPLOAD_FAILED = '❌ Failed to upload the new photos. Please try again.';

interface Props {
  event: GalleryEvent;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits an event in place: its title, its priority, which photos stay and which new ones are added. */
export function EventEditForm({ event, onSaved, onCancel }: Props) {
  const [title, setTitle] = useState(event.title);
  const [priority, setPriority] = useState(event.priority === null ? '' : String(event.priority));
  // One flag per stored photo, by position: the same address may appear twice.
  const [kept, setKept] = useState(() => event.imageUrls.map(() => true));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: true });
  const idPrefix = useId();

  const keptUrls = event.imageUrls.filter((_, index) => kept[index]);

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || priorityNumber === null || keptUrls.length + uploads.images.length === 0) {
      setMessage({ kind: 'error', text: FIELDS_MISSING });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      if (failed > 0) {
        setMessage({ kind: 'error', text: UPLOAD_FAILED });
        return;
      }
      const imageUrls = [...keptUrls, ...urls];
      if (imageUrls.length === 0) {
        setMessage({ kind: 'error', text: UPLOAD_FAILED });
        return;
      }
      await updateEvent(event.id, { title, priority: priorityNumber, imageUrls });
      uploads.clear();
      onSaved();
    } catch (error) {
      console.error('Saving the event failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not save the changes: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit} aria-label={`Edit ${event.title || 'event'}`}>
      <label className="field">
        <span className="field__label">Title</span>
        <input className="field__input" value={title} onChange={(change) => setTitle(change.target.value)} required maxLength={200} />
      </label>
      <label className="field">
        <span className="field__label">Priority</span>
        <input
          className="field__input events-admin__priority"
          type="number"
          step="any"
          inputMode="decimal"
          value={priority}
          onChange={(change) => setPriority(change.target.value)}
          required
        />
      </label>
      {event.imageUrls.length > 0 && (
        <fieldset className="events-admin__photos">
          <legend className="field__label">Current photos</legend>
          <p className="events-admin__hint">Untick a photo to remove it when you save.</p>
          <ul className="events-admin__photo-list">
            {event.imageUrls.map((url, index) => {
              const checkboxId = `${idPrefix}-keep-${index}`;
              return (
                <li key={`${index}-${url}`} className={kept[index] ? 'events-admin__photo' : 'events-admin__photo events-admin__photo--removed'}>
                  <img src={url} alt={eventPhotoAlt(event.title, index, event.imageUrls.length)} width={96} height={72} decoding="async" />
                  <span className="events-admin__keep">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={kept[index]}
                      disabled={busy}
                      onChange={(change) => {
                        const keep = change.target.checked;
                        setKept((flags) => flags.map((flag, position) => (position === index ? keep : flag)));
                      }}
                    />
                    <label htmlFor={checkboxId}>
                      Keep<span className="visually-hidden"> photo {index + 1}</span>
                    </label>
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <ImagePicker label="Add photos" uploads={uploads} multiple hint="Optional: new photos are added after the ones you keep." disabled={busy} />
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
