import { useId, useState, type FormEvent } from 'react';
import { errorText } from '@/components/admin/errorText';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextField } from '@/components/admin/TextField';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
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
  const { busy, message, showError, submit } = useSubmit();
  const uploads = useImageUploads({ multiple: true });
  const idPrefix = useId();

  const keptUrls = event.imageUrls.filter((_, index) => kept[index]);

  function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || priorityNumber === null || keptUrls.length + uploads.images.length === 0) {
      showError(FIELDS_MISSING);
      return;
    }
    void submit(
      async () => {
        const { urls, failed } = await uploads.uploadAll();
        const imageUrls = [...keptUrls, ...urls];
        if (failed > 0 || imageUrls.length === 0) {
          showError(UPLOAD_FAILED);
          return;
        }
        await updateEvent(event.id, { title, priority: priorityNumber, imageUrls });
        uploads.clear();
        onSaved();
      },
      (error) => `❌ Could not save the changes: ${errorText(error)}`,
      'Saving the event failed.',
    );
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit} aria-label={`Edit ${event.title || 'event'}`}>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={200} />
      <PriorityField inputClassName="field__input--priority" value={priority} onChange={setPriority} />
      {event.imageUrls.length > 0 && (
        <fieldset className="events-admin__photos">
          <legend className="field__label">Current photos</legend>
          <p className="admin-hint">Untick a photo to remove it when you save.</p>
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
      <FormActions busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
      <FormStatus message={message} />
    </form>
  );
}
