import { useState } from 'react';
import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval, type ItemAction } from '@/components/admin/itemActions';
import { boundWrite } from '@/components/admin/boundWrite';
import { ItemSummary } from '@/components/admin/ItemSummary';
import type { Announcement } from '../announcementsService';
import { announcementMutations } from './announcementsAdminQueries';
import { AnnouncementForm } from './AnnouncementForm';
import { detailLines, stateLine, stateOf, urgentMark } from './announcementState';
import { stillReadableAfterChange } from './announcementTiming';
import { PreviewOnDemand } from './PreviewOnDemand';

/** Publish for a draft, Publish now for a scheduled notice: one tap, dated now by the server; Archive or Unarchive for the others. */
function stateActions({ id, archived }: Announcement, name: string, state: ReturnType<typeof stateOf>): ItemAction[] {
  if (state === 'draft' || state === 'scheduled') {
    return [
      {
        label: state === 'draft' ? 'Publish' : 'Publish now',
        write: boundWrite(announcementMutations.publish, { id, title: name }),
        failure: 'Could not publish the announcement',
        done: `✅ Published '${name}': visitors see it now.`,
      },
    ];
  }
  return [
    {
      label: archived ? 'Unarchive' : 'Archive',
      write: boundWrite(announcementMutations.setArchived, { item: { id, title: name }, archived: !archived }),
      failure: archived ? 'Could not unarchive the announcement' : 'Could not archive the announcement',
    },
  ];
}

/**
 * One announcement in the manage list, with where it stands (draft, scheduled, published, archived; published, whether
 * it is among the newest that visitors see first, `seenFirst`, or under 'Show older notices'): edit it in
 * place, publish a draft or a scheduled one at once, archive or unarchive it, preview a draft or a scheduled one as
 * visitors will see it, delete it.
 */
export function AnnouncementAdminItem({ announcement, seenFirst }: { announcement: Announcement; seenFirst: boolean }) {
  const { id, title, content, imageUrls } = announcement;
  const name = title || 'Untitled announcement';
  const state = stateOf(announcement);
  const [previewing, setPreviewing] = useState(false);
  return (
    <AdminItem
      name={name}
      logged={{ type: 'announcements', id }}
      editor={(done) => <AnnouncementForm initial={announcement} onDone={done} />}
      actions={stateActions(announcement, name, state)}
      remove={{
        ...trashRemoval(announcementMutations, { id, title: name }, 'announcement'),
        question: () => {
          const stillReadable = stillReadableAfterChange(announcement);
          return `Are you sure you want to delete this announcement?${stillReadable ? ` ${stillReadable}` : ''}`;
        },
      }}
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
      {previewing && <PreviewOnDemand announcement={announcement} name={name} now={state === 'draft'} onClose={() => setPreviewing(false)} />}
    </AdminItem>
  );
}
