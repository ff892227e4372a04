import { useId, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { addAnnouncement } from '../announcementsService';

const POSTED = '✅ Announcement posted successfully!';
const FAILED = '❌ Failed to upload announcement.';

/** Posts a new active announcement; on any failure everything typed and picked stays. */
export function AnnouncementPostForm({ onPosted }: { onPosted: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: true });
  const detailsId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      setMessage({ kind: 'error', text: '❌ Please enter a title and the details.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      if (failed > 0) throw new Error(`${failed} image(s) failed to upload`);
      await addAnnouncement({ title, content, imageUrls: urls });
      setTitle('');
      setContent('');
      uploads.clear();
      setMessage({ kind: 'success', text: POSTED });
      onPosted();
    } catch (error) {
      console.error('Posting the announcement failed.', error);
      setMessage({ kind: 'error', text: FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit} noValidate={false}>
      <label className="field">
        <span className="field__label">Title</span>
        <input className="field__input" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
      </label>
      {/* Not wrapped in its label: a wrapped textarea's text would become part of its accessible name. */}
      <div className="field">
        <label className="field__label" htmlFor={detailsId}>
          Details
        </label>
        <textarea id={detailsId} className="field__input" value={content} onChange={(event) => setContent(event.target.value)} required maxLength={10000} />
      </div>
      <ImagePicker label="Images (optional)" uploads={uploads} multiple hint="You can choose several images." disabled={busy} />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Posting…' : 'Post announcement'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
