import { audienceOf } from '@/components/admin/audienceChoice';
import type { ImageList } from '@/components/admin/ImageFields';
import type { Announcement } from '../announcementsService';
import type { AttachmentFieldsState } from './useAttachmentFields';
import { appearsAt, whenValue, type AnnouncementInput } from './whenFields';

/** What the form holds besides its typed values, and what it opened. */
interface Composing {
  initial: Announcement | undefined;
  openedAt: Date;
  photos: ImageList;
  attachments: AttachmentFieldsState;
}

/**
 * The notice being written, as it would be published, for its preview: the photos kept and picked (their previews),
 * the attachments kept and picked (each new PDF opened from the device, at an address `objectUrls` holds until the
 * preview closes and they are revoked).
 */
export function composedAnnouncement(values: AnnouncementInput, { initial, openedAt, photos, attachments }: Composing) {
  const { takeDownAt, urgentUntil } = whenValue(values);
  const pdfs = attachments.uploads.files.map((picked) => ({ name: attachments.nameOf(picked), url: URL.createObjectURL(picked.file) }));
  const announcement: Announcement = {
    id: initial?.id ?? 'preview',
    title: values.title.trim(),
    content: values.content.trim(),
    imageUrls: [...photos.pictures.filter((picture) => picture.kept).map((picture) => picture.url), ...photos.uploads.files.flatMap((picked) => picked.previewUrl ?? [])],
    attachments: [...attachments.kept.map(({ name, url }) => ({ name, url })), ...pdfs],
    datePosted: appearsAt(values, initial, openedAt),
    archived: false,
    draft: false,
    takeDownAt,
    urgentUntil,
    audience: audienceOf(values.audience),
    updatedAt: null,
  };
  return { announcement, objectUrls: pdfs.map((pdf) => pdf.url) };
}
