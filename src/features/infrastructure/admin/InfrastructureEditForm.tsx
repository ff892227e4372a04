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
import { updateInfrastructureItem, type InfrastructureItem } from '../infrastructureService';
import { ALL_FIELDS_REQUIRED, UPLOAD_OR_SAVE_FAILED } from './infrastructureFields';
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
  const { busy, message, showError, submit } = useSubmit();
  const thumbnail = useImageUploads({ multiple: false });
  const gallery = useImageUploads({ multiple: true });

  const keptGallery = item.gallery.filter((_, index) => kept[index]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityValue = parseRequiredPriority(priority);
    if (!title.trim() || !description.trim() || priorityValue === null) {
      showError(ALL_FIELDS_REQUIRED);
      return;
    }
    if (!item.thumbnailUrl && thumbnail.images.length === 0) {
      showError(NO_THUMBNAIL);
      return;
    }
    if (keptGallery.length + gallery.images.length === 0) {
      showError(NO_GALLERY);
      return;
    }
    void submit(
      async () => {
        const [thumbnailOutcome, galleryOutcome] = await Promise.all([thumbnail.uploadAll(), gallery.uploadAll()]);
        if (thumbnailOutcome.failed > 0 || galleryOutcome.failed > 0) throw new Error('An image failed to upload.');
        const thumbnailUrl = thumbnailOutcome.urls[0] ?? item.thumbnailUrl;
        const photos = [...keptGallery, ...galleryOutcome.urls];
        if (!thumbnailUrl || photos.length === 0) throw new Error('The image host returned no address.');
        await updateInfrastructureItem(item.id, { title, description, priority: priorityValue, thumbnailUrl, gallery: photos });
        onSaved();
      },
      UPLOAD_OR_SAVE_FAILED,
      'Saving the infrastructure item failed.',
    );
  }

  return (
    <form className="admin-form infra-admin-edit" onSubmit={handleSubmit} noValidate aria-label={`Edit ${item.title || 'item'}`}>
      <TextField
        label="Title"
        value={title}
        onChange={setTitle}
        required
        maxLength={200}
        // The form replaces the Edit button the admin just pressed: continue from its first field.
        autoFocus
      />
      <TextAreaField label="Description" value={description} onChange={setDescription} required maxLength={5000} />
      <PriorityField className="infra-admin__priority" value={priority} onChange={setPriority} />

      <div className="infra-admin-edit__current">
        <span className="field__label">Current thumbnail</span>
        {item.thumbnailUrl ? (
          <img className="infra-admin-edit__thumbnail" src={item.thumbnailUrl} alt={`Current thumbnail of ${item.title}`} width={160} height={107} />
        ) : (
          <p className="admin-hint">None: choose one below.</p>
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
          <p className="admin-hint">No photos yet: add at least one below.</p>
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

      <FormActions busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
      <FormStatus message={message} />
    </form>
  );
}
