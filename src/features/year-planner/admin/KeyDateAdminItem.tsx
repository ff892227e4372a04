import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { audienceLabel } from '@/lib/audience';
import { daysOf } from '../KeyDateItem';
import type { StoredKeyDate } from '../keyDatesService';
import { keyDateMutations } from './keyDatesAdminQueries';
import { KeyDateForm } from './KeyDateForm';

/** One key date in the manage list: edit in place, or delete (to the trash, with Undo). */
export function KeyDateAdminItem({ date }: { date: StoredKeyDate }) {
  return (
    <AdminItem
      name={date.title}
      logged={{ type: 'key_dates', id: date.id }}
      editor={(done) => <KeyDateForm initial={date} onDone={done} />}
      remove={trashRemoval(keyDateMutations, { id: date.id, title: date.title }, 'date')}
    >
      <ItemSummary title={date.title} meta={[daysOf(date), date.kind, date.audience.length > 0 ? `For ${audienceLabel(date.audience)}` : null]} text={date.note || null} />
    </AdminItem>
  );
}
