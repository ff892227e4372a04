import { AdminItem, trashRemoval } from '@/components/admin/AdminItem';
import { boundWrite } from '@/components/admin/boundWrite';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { announcementMutations } from './announcementsAdminQueries';
import type { Announcement } from '../announcementsService';
import { AnnouncementForm } from './AnnouncementForm';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** One announcement in the manage list: edit its title and details in place, archive or unarchive, delete. */
export function AnnouncementAdminItem({ announcement }: { announcement: Announcement }) {
  const { id, title, content, datePosted, imageUrls, archived } = announcement;
  const name = title || 'Untitled announcement';
  return (
    <AdminItem
      name={name}
      logged={{ type: 'announcements', id: id }}
      editor={(done) => <AnnouncementForm initial={announcement} onDone={done} />}
      actions={[
        {
          label: archived ? 'Unarchive' : 'Archive',
          write: boundWrite(announcementMutations.setArchived, { item: { id, title: name }, archived: !archived }),
          failure: archived ? 'Could not unarchive the announcement' : 'Could not archive the announcement',
        },
      ]}
      remove={trashRemoval(announcementMutations, { id, title: name }, 'announcement')}
    >
      <ItemSummary
        title={name}
        meta={[datePosted && `Posted ${dateFormat.format(datePosted)}`]}
        text={content}
        thumbnails={imageUrls.map((src, index) => ({ src, alt: `${name}, ${index + 1} of ${imageUrls.length}` }))}
      />
    </AdminItem>
  );
}
