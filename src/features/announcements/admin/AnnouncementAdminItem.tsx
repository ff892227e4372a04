import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { boundWrite } from '@/components/admin/boundWrite';
import { ItemSummary } from '@/components/admin/ItemSummary';
import type { Announcement } from '../announcementsService';
import { announcementMutations } from './announcementsAdminQueries';
import { AnnouncementForm } from './AnnouncementForm';
import { detailLines, stateLine, stateOf, urgentMark } from './announcementState';
import { stillReadableAfterChange } from './announcementTiming';

// The preview (the public page's detail in a dialog) is fetched the first time one is opened: an office phone posting a
// notice does not download it.
const AnnouncementPreview = lazy(() => import('./AnnouncementPreview').then((module) => ({ default: module.AnnouncementPreview })));

const PREVIEW_FAILED = '❌ The preview could not be loaded. Check the connection, then reload the page to try again.';

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
      {previewing && (
        <ErrorBoundary fallback={<p className="form-status form-status--error" role="alert">{PREVIEW_FAILED}</p>}>
          <Suspense fallback={<p className="status-line" role="status">Loading the preview…</p>}>
            <AnnouncementPreview announcement={announcement} name={name} draft={state === 'draft'} onClose={() => setPreviewing(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </AdminItem>
  );
}
