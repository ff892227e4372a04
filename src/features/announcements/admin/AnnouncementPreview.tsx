import { Modal } from '@/components/Modal';
import { AnnouncementDetail } from '../AnnouncementDetail';
import type { Announcement } from '../announcementsService';
import { istLabel } from './announcementTiming';

interface AnnouncementPreviewProps {
  announcement: Announcement;
  name: string;
  /** A draft is shown as if published now; a scheduled one as from its time. */
  draft: boolean;
  onClose: () => void;
}

/** A draft or a scheduled announcement as visitors will see it, in a dialog (loaded when first opened). */
export function AnnouncementPreview({ announcement, name, draft, onClose }: AnnouncementPreviewProps) {
  return (
    <Modal open onClose={onClose} title={`Preview: ${name}`} className="announcement-preview">
      <p className="admin-hint">
        {draft || !announcement.datePosted
          ? 'As visitors will see it once you publish it.'
          : `As visitors will see it from ${istLabel(announcement.datePosted)} (India Standard Time).`}
      </p>
      <AnnouncementDetail announcement={{ ...announcement, draft: false, datePosted: draft ? new Date() : announcement.datePosted }} />
    </Modal>
  );
}
