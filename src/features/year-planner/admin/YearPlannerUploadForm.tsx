import { useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { saveYearPlanner } from '../yearPlannerService';

const MISSING_INPUT = 'Please select an image and enter the year';
const UPLOADED = '✅ Uploaded successfully!';
const FAILED = '❌ Upload failed. Check console.';

/** Uploads a planner image and saves it with its year, replacing the current planner. */
export function YearPlannerUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [year, setYear] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: false });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!year.trim() || uploads.images.length === 0) {
      setMessage({ kind: 'error', text: MISSING_INPUT });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      if (failed > 0) throw new Error('The planner image failed to upload.');
      const [url] = urls;
      if (!url) throw new Error('The image host returned no address for the planner.');
      await saveYearPlanner({ url, year });
      setYear('');
      uploads.clear();
      setMessage({ kind: 'success', text: UPLOADED });
      onUploaded();
    } catch (error) {
      console.error('Uploading the year planner failed.', error);
      setMessage({ kind: 'error', text: FAILED });
    } finally {
      setBusy(false);
    }
  }

  // noValidate: a missing image or year is reported by the specification's own message.
  return (
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <label className="field year-planner-admin__year-field">
        <span className="field__label">Year</span>
        <input
          className="field__input"
          value={year}
          onChange={(event) => setYear(event.target.value)}
          placeholder="e.g. 2026-27"
          required
          maxLength={20}
        />
      </label>
      <ImagePicker label="Planner image" uploads={uploads} hint="One image of the whole year's calendar." disabled={busy} />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload planner'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
