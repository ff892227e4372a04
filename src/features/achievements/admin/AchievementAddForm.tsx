import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { parseRequiredPriority } from '../../../components/admin/requiredPriority';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { addAchievement } from '../achievementsService';

const ADDED = '🎉 Achievement added successfully!';
const FAILED = '❌ Failed to upload. Please try again.';
export const ACHIEVEMENT_FIELDS_MISSING = '❌ Please enter a title, a description, a priority and choose an image.';

/** Adds an achievement with its picture; on any failure everything typed and picked stays. */
export function AchievementAddForm({ onAdded }: { onAdded: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: false });
  const priorityHint = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priorityNumber = parseRequiredPriority(priority);
    if (!title.trim() || !description.trim() || priorityNumber === null || uploads.images.length === 0) {
      setMessage({ kind: 'error', text: ACHIEVEMENT_FIELDS_MISSING });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      if (failed > 0 || urls.length === 0) throw new Error('The image did not upload');
      await addAchievement({ title, description, priority: priorityNumber, imageUrl: urls[0] });
      setTitle('');
      setDescription('');
      setPriority('');
      uploads.clear();
      setMessage({ kind: 'success', text: ADDED });
      onAdded();
    } catch (error) {
      console.error('Adding the achievement failed.', error);
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
        <span className="field__label">Description</span>
        <textarea
          className="field__input"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          maxLength={5000}
        />
      </label>
      <label className="field">
        <span className="field__label">Priority</span>
        <input
          className="field__input achievements-admin__priority"
          type="number"
          step="any"
          inputMode="decimal"
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          required
          aria-describedby={priorityHint}
        />
        <span id={priorityHint} className="achievements-admin__hint">
          Lower numbers appear first on the Achievements page.
        </span>
      </label>
      <ImagePicker label="Image" uploads={uploads} hint="One photo of the achievement." disabled={busy} />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add achievement'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
