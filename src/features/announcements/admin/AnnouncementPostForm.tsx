import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
import { addAnnouncement } from '../announcementsService';

const POSTED = '✅ Announcement posted successfully!';
const FAILED = '❌ Failed to upload announcement.';

/** Posts a new active announcement; on any failure everything typed and picked stays. */
export function AnnouncementPostForm({ onPosted }: { onPosted: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const { busy, message, setMessage, showError, submit } = useSubmit();
  const uploads = useImageUploads({ multiple: true });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      showError('❌ Please enter a title and the details.');
      return;
    }
    void submit(
      async () => {
        const { urls, failed } = await uploads.uploadAll();
        if (failed > 0) throw new Error(`${failed} image(s) failed to upload`);
        await addAnnouncement({ title, content, imageUrls: urls });
        setTitle('');
        setContent('');
        uploads.clear();
        setMessage({ kind: 'success', text: POSTED });
        onPosted();
      },
      FAILED,
      'Posting the announcement failed.',
    );
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit} noValidate={false}>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={200} />
      <TextAreaField label="Details" value={content} onChange={setContent} required maxLength={10000} />
      <ImagePicker label="Images (optional)" uploads={uploads} multiple hint="You can choose several images." disabled={busy} />
      <FormActions busy={busy} submitLabel="Post announcement" busyLabel="Posting…" />
      <FormStatus message={message} />
    </form>
  );
}
