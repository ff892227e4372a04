import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { countOf, HIDDEN_WITHOUT_PRIORITY, ItemSummary, placeMeta } from '@/components/admin/ItemSummary';
import type { InfrastructureItem } from '../infrastructureService';
import { infrastructureMutations, useAllInfrastructure } from './infrastructureAdmin';
import { InfrastructureForm } from './InfrastructureForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'The campus highlights on the Infrastructure page, in the order of this list: a new item goes last; Move up and Move down change the order.';

/** An item in the list: its thumbnail, title, place, description and gallery. */
const infrastructureAdmin: CollectionAdmin<InfrastructureItem> = {
  type: 'infrastructure_items',
  Form: InfrastructureForm,
  writes: infrastructureMutations,
  removal: { noun: 'item' },
  useItems: useAllInfrastructure,
  what: 'the infrastructure items',
  empty: 'No infrastructure items added yet.',
  name: (item) => item.title || 'Untitled item',
  order: { move: infrastructureMutations.move, place: (item) => item.priority },
  summary: (item, title, list) => (
    <ItemSummary
      title={title}
      picture={{ src: item.thumbnailUrl, alt: `Thumbnail of ${title}` }}
      meta={[placeMeta(item, list), countOf(item.gallery.length, 'gallery photo')]}
      flag={item.priority === null ? HIDDEN_WITHOUT_PRIORITY : null}
      text={item.description}
      thumbnails={item.gallery.map((src, index) => ({ src, alt: `${title}, gallery ${index + 1} of ${item.gallery.length}` }))}
    />
  ),
};

export const InfrastructureAdminPage = collectionAdminPage({ page: 'infrastructure', intro: INTRO, addTitle: 'Add an infrastructure item', manageTitle: 'Manage infrastructure items' }, infrastructureAdmin);
