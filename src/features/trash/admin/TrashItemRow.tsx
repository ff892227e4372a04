import { AdminItem } from '@/components/admin/AdminItem';
import { boundWrite } from '@/components/admin/boundWrite';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { contentTypes } from '@/content/contentTypes';
import { exactTime, timeAgo } from '@/lib/relativeTime';
import { trashMutations } from './trashAdminQueries';
import type { TrashedItem } from './trashAdminService';

/** One deleted item: what it was, who deleted it and when; Restore, or Delete forever after confirming. */
export function TrashItemRow({ item }: { item: TrashedItem }) {
  const title = item.title || 'Untitled item';
  const deleted = item.deletedAt ? `Deleted by ${item.deletedBy}, ${timeAgo(item.deletedAt)} (${exactTime(item.deletedAt)})` : `Deleted by ${item.deletedBy}`;
  return (
    <AdminItem
      name={title}
      actions={[
        {
          label: 'Restore',
          write: boundWrite(trashMutations.restore, item.id),
          failure: `Could not restore '${title}'`,
          done: `✅ Restored '${title}'.`,
        },
      ]}
      remove={{
        noun: 'item',
        label: 'Delete forever',
        write: boundWrite(trashMutations.purge, item.id),
        question: `Delete '${title}' for good? It cannot be restored afterwards.`,
        failure: `Could not delete '${title}' for good`,
        done: `✅ Deleted '${title}' for good.`,
      }}
    >
      <ItemSummary title={title} meta={[contentTypes[item.type].label, deleted]} />
    </AdminItem>
  );
}
