import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { FilePicker } from '@/components/admin/FilePicker';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { announcementMutations } from './announcementsAdminQueries';
import { AttachmentFields } from './AttachmentFields';
import { useAttachmentFields } from './useAttachmentFields';
import type { Announcement } from '../announcementsService';

/**
 * Posts a new active announcement with optional photos and PDF attachments, or (with `initial`) edits its title,
 * details and attachments.
 */
export function AnnouncementForm({ initial, onDone }: { initial?: Announcement; onDone?: EditorDone }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const uploads = useFileUploads({ multiple: true });
  const attachments = useAttachmentFields(initial?.attachments ?? []);
  const { form, save, formProps, editing } = useItemForm({
    initial,
    onDone,
    ...announcementMutations,
    added: '✅ Announcement posted successfully!',
    addFailed: '❌ Failed to upload announcement.',
  });

  function submit() {
    if (!title.trim() || !content.trim()) {
      form.fail('❌ Please enter a title and the details.');
      return;
    }
    const problem = attachments.problem();
    if (problem) {
      form.fail(`❌ ${problem}`);
      return;
    }
    void save(
      async () => {
        // Both sets of uploads run together, so that every failed pick shows its reason at once.
        const [imageUrls, stored] = await Promise.all([editing ? [] : uploads.uploadAll(), attachments.attachments()]);
        return { title, content, imageUrls, attachments: stored };
      },
      () => {
        setTitle('');
        setContent('');
        uploads.clear();
        attachments.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Post announcement', 'Posting…', initial?.title || 'announcement')} onSubmit={submit}>
      <TextField label="Title" value={title} onChange={setTitle} maxLength={200} />
      <TextAreaField label="Details" value={content} onChange={setContent} maxLength={10000} />
      {!editing && <FilePicker label="Images (optional)" uploads={uploads} multiple hint="You can choose several images." />}
      <AttachmentFields fields={attachments} />
    </AdminForm>
  );
}
