import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { countOf, HIDDEN_WITHOUT_PRIORITY, ItemSummary, priorityMeta } from '@/components/admin/ItemSummary';
import { infrastructureMutations } from './infrastructureAdminQueries';
import type { InfrastructureItem } from '../infrastructureService';
import { InfrastructureForm } from './InfrastructureForm';

/** One infrastructure item in the manage list: shown as saved, edited in place, or deleted after confirming. */
export function InfrastructureAdminItem({ item }: { item: InfrastructureItem }) {
  const title = item.title || 'Untitled item';
  return (
    <AdminItem
      name={title}
      logged={{ type: 'infrastructure_items', id: item.id }}
      editor={(done) => <InfrastructureForm initial={item} onDone={done} />}
      remove={trashRemoval(infrastructureMutations, { id: item.id, title }, 'item')}
    >
      <ItemSummary
        title={title}
        picture={{ src: item.thumbnailUrl, alt: `Thumbnail of ${title}` }}
        meta={[priorityMeta(item.priority), countOf(item.gallery.length, 'gallery photo')]}
        flag={item.priority === null ? HIDDEN_WITHOUT_PRIORITY : null}
        text={item.description}
        thumbnails={item.gallery.map((src, index) => ({ src, alt: `${title}, gallery ${index + 1} of ${item.gallery.length}` }))}
      />
    </AdminItem>
  );
}
