import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { AudienceField } from '@/components/admin/AudienceField';
import { useConfirm } from '@/components/admin/ConfirmDialog';
import { audienceChoiceOf, audienceOf } from '@/components/admin/audienceChoice';
import { ImageListField, useImageList } from '@/components/admin/ImageFields';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { announcementFields as fields } from '../announcementSchema';
import { announcementMutations } from './announcementsAdminQueries';
import type { AnnouncementDraft } from './announcementsAdminService';
import { istLabel, stillReadableAfterChange } from './announcementTiming';
import { AttachmentFields } from './AttachmentFields';
import { composedAnnouncement } from './composedAnnouncement';
import { PreviewOnDemand } from './PreviewOnDemand';
import { TimingFields } from './TimingFields';
import { UrgentFields } from './UrgentFields';
import { useAttachmentFields } from './useAttachmentFields';
import { appearsAt, offersTiming, whenInputOf, whenProblems, whenValue, type AnnouncementInput, type TimingKind } from './whenFields';
import type { Announcement } from '../announcementsService';
import './TimingFields.css';

/** What the form says once a new announcement is saved: the exact words for one posted now (docs/product-rules.md#messages). */
function addedMessage({ timing, urgentUntil }: AnnouncementDraft): string {
  if (timing === undefined) return '✅ Announcement posted successfully!';
  if (urgentUntil && timing.kind === 'now') return `✅ Announcement posted successfully! It stands at the top of every page until ${istLabel(urgentUntil)}.`;
  if (timing.kind === 'draft') return '✅ Draft saved. Visitors do not see it until you publish it.';
  if (timing.kind === 'scheduled') return `✅ Announcement scheduled for ${istLabel(timing.at)}. Visitors see it from then.`;
  return '✅ Announcement posted successfully!';
}

const ADD_LABELS: Record<TimingKind, [string, string]> = {
  now: ['Post announcement', 'Posting…'],
  scheduled: ['Schedule announcement', 'Scheduling…'],
  draft: ['Save draft', 'Saving…'],
};

/**
 * Posts a new announcement with optional photos and PDF attachments (now, scheduled or as a draft, with an optional
 * take-down date), or (with `initial`) edits its title, details, photos (keep, remove, add), attachments and timing.
 * Preview shows it as visitors will see it, before anything is saved.
 */
export function AnnouncementForm({ initial, onDone }: { initial?: Announcement; onDone?: EditorDone }) {
  // When the form opened: a notice scheduled until then and published since is still the one the form opened.
  const [openedAt] = useState(() => new Date());
  const input = useSchemaForm<keyof typeof fields, AnnouncementInput>(
    fields,
    ['title', 'content'],
    {
      title: initial?.title ?? '',
      content: initial?.content ?? '',
      ...whenInputOf(initial, openedAt),
      audience: audienceChoiceOf(initial?.audience ?? []),
    },
    // Across fields: when it appears, until when it is urgent.
    (values) => whenProblems(values, initial, openedAt),
  );
  const photos = useImageList(initial?.imageUrls ?? []);
  const attachments = useAttachmentFields(initial?.attachments ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...announcementMutations,
    added: addedMessage,
    addFailed: '❌ Failed to upload announcement.',
  });
  const when = input.watch('when');
  const confirm = useConfirm();
  const [preview, setPreview] = useState<ReturnType<typeof composedAnnouncement> | null>(null);
  const closePreview = () => {
    preview?.objectUrls.forEach((url) => URL.revokeObjectURL(url));
    setPreview(null);
  };

  const submit = input.submit(form, async ({ title, content, audience, ...timing }) => {
    const problem = attachments.problem();
    if (problem) {
      form.fail(`❌ ${problem}`);
      return;
    }
    // Told at the moment it matters: a change to a notice due within the hour leaves its version before readable.
    const stillReadable = initial && stillReadableAfterChange(initial);
    if (stillReadable && !(await confirm(stillReadable, 'Save anyway'))) return;
    void save(
      async () => {
        // Both sets of uploads run together, so that every failed pick shows its reason at once.
        const [imageUrls, stored] = await Promise.all([photos.urls(), attachments.attachments()]);
        return { title, content, imageUrls, attachments: stored, ...whenValue(timing), audience: audienceOf(audience) };
      },
      () => {
        input.reset();
        photos.uploads.clear();
        attachments.clear();
      },
    );
  });

  return (
    <AdminForm {...formProps(...ADD_LABELS[when], initial?.title || 'announcement')} onSubmit={submit}>
      <SchemaField control={input.control} name="title" field={fields.title} />
      <SchemaField control={input.control} name="content" field={fields.content} />
      <ImageListField
        label={fields.imageUrls.label}
        noun="images"
        list={photos}
        hint="You can choose several images."
        altOf={(index) => `${initial?.title || 'Announcement'}, ${index + 1} of ${photos.stored.length}`}
      />
      <AttachmentFields fields={attachments} />
      <TimingFields control={input.control} offersTiming={offersTiming(initial, openedAt)} />
      <UrgentFields control={input.control} appears={() => appearsAt(input.getValues(), initial, openedAt)} />
      <AudienceField control={input.control} name="audience" noun="notice" />
      <button
        type="button"
        className="button button--secondary announcement-form__preview"
        onClick={() => setPreview(composedAnnouncement(input.getValues(), { initial, openedAt, photos, attachments }))}
      >
        Preview
      </button>
      {preview && (
        <PreviewOnDemand announcement={preview.announcement} name={preview.announcement.title || 'Announcement'} now={when !== 'scheduled'} onClose={closePreview} />
      )}
    </AdminForm>
  );
}
