import { useState } from 'react';
import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { boundWrite } from '@/components/admin/boundWrite';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { Modal } from '@/components/Modal';
import { AnnouncementDetail } from '../AnnouncementDetail';
import type { Announcement } from '../announcementsService';
import { announcementMutations } from './announcementsAdminQueries';
import { AnnouncementForm } from './AnnouncementForm';
import { detailLines, stateLine, stateOf, urgentMark } from './announcementState';
import { istLabel } from './announcementTiming';

/**
 * One announcement in the manage list, with where it stands (draft, scheduled, published, archived; published, whether
 * it is among the newest that visitors see first, `seenFirst`, or under 'Show older notices'): edit it in
 * place, archive or unarchive it, preview a draft or a scheduled one as visitors will see it, delete it.
 */
export function AnnouncementAdminItem({ announcement, seenFirst }: { announcement: Announcement; seenFirst: boolean }) {
  const { id, title, content, imageUrls, archived } = announcement;
  const name = title || 'Untitled announcement';
  const state = stateOf(announcement);
  const [previewing, setPreviewing] = useState(false);
  return (
    <AdminItem
      name={name}
      logged={{ type: 'announcements', id }}
      editor={(done) => <AnnouncementForm initial={announcement} onDone={done} />}
      actions={
        state === 'draft' || state === 'scheduled'
          ? []
          : [
              {
                label: archived ? 'Unarchive' : 'Archive',
                write: boundWrite(announcementMutations.setArchived, { item: { id, title: name }, archived: !archived }),
                failure: archived ? 'Could not unarchive the announcement' : 'Could not archive the announcement',
              },
            ]
      }
      remove={trashRemoval(announcementMutations, { id, title: name }, 'announcement')}
    >
      <ItemSummary
        title={name}
        meta={[
          stateLine(announcement),
          ...(state === 'published' ? [seenFirst ? 'Visitors see it first' : "Visitors see it under 'Show older notices'"] : []),
          ...detailLines(announcement),
        ]}
        flag={urgentMark(announcement)}
        text={content}
        thumbnails={imageUrls.map((src, index) => ({ src, alt: `${name}, ${index + 1} of ${imageUrls.length}` }))}
      >
        {(state === 'draft' || state === 'scheduled') && (
          <button type="button" className="button button--secondary button--small" onClick={() => setPreviewing(true)} aria-label={`Preview ${name}`}>
            Preview
          </button>
        )}
      </ItemSummary>
      {previewing && (
        <Modal open onClose={() => setPreviewing(false)} title={`Preview: ${name}`} className="announcement-preview">
          <p className="admin-hint">
            {state === 'draft' || !announcement.datePosted
              ? 'As visitors will see it once you publish it.'
              : `As visitors will see it from ${istLabel(announcement.datePosted)} (India Standard Time).`}
          </p>
          <AnnouncementDetail announcement={{ ...announcement, draft: false, datePosted: state === 'draft' ? new Date() : announcement.datePosted }} />
        </Modal>
      )}
    </AdminItem>
  );
}
