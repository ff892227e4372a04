import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { usePurgedItems, useTrashItems } from './trashAdminQueries';
import { TRASH_KEEPS_DAYS } from './trashAdminService';
import { TrashItemRow } from './TrashItemRow';

/** The line under the page's heading: what it changes. */
const INTRO =
  'What was deleted on any admin page, with its photos and text, for 30 days: restore it exactly as it was, or delete it for good. Visitors never see it.';

/** The deleted items of every admin page, for 30 days: restore one, or delete it for good. */
export function TrashAdminPage() {
  const purged = usePurgedItems();
  return (
    <AdminPage page="trash" intro={INTRO}>
      <AdminSection title="Deleted items">
        {purged.length > 0 && (
          <p className="status-line" role="status">
            Deleted for good {purged.length === 1 ? 'one item' : `${purged.length} items`} deleted more than {TRASH_KEEPS_DAYS} days ago:{' '}
            {purged.map((item) => `'${item.title}'`).join(', ')}.
          </p>
        )}
        <ManageList query={useTrashItems()} what="the trash" empty="The trash is empty.">
          {(item) => <TrashItemRow item={item} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
