import { Modal } from '@/components/Modal';
import { AnnouncementDetail } from '../AnnouncementDetail';
import type { Announcement } from '../announcementsService';
import { istLabel } from './announcementTiming';

export interface AnnouncementPreviewProps {
  /** The notice as it will be published: a stored draft or scheduled one, or the one being written. */
  announcement: Announcement;
  name: string;
  /** Shown as if published now (a draft, or one that is posted now); else as from its time. */
  now: boolean;
  onClose: () => void;
}

/**
 * A notice visitors cannot see yet, as they will see it, in a dialog (loaded when first opened). It offers no Share:
 * its address answers 'not found' until it is published.
 */
export function AnnouncementPreview({ announcement, name, now, onClose }: AnnouncementPreviewProps) {
  return (
    <Modal open onClose={onClose} title={`Preview: ${name}`} className="announcement-preview">
      <p className="admin-hint">
        {now || !announcement.datePosted
          ? 'As visitors will see it once you publish it.'
          : `As visitors will see it from ${istLabel(announcement.datePosted)} (India Standard Time).`}
      </p>
      <AnnouncementDetail announcement={{ ...announcement, draft: false, datePosted: now ? new Date() : announcement.datePosted }} shareable={false} />
    </Modal>
  );
}
