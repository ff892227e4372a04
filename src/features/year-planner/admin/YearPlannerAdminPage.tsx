import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManagedList, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { LastEdited } from '@/components/admin/LastEdited';
import { audienceLabel } from '@/lib/audience';
import { todayIsoDate } from '@/lib/isoDate';
import { daysOf } from '../KeyDateItem';
import { useKeyDates } from '../keyDatesQueries';
import type { StoredKeyDate } from '../keyDatesService';
import { useYearPlanner } from '../yearPlannerQueries';
import { CurrentPlannerPreview } from './CurrentPlannerPreview';
import { keyDateMutations } from './keyDatesAdminService';
import { KeyDateForm } from './KeyDateForm';
import { YearPlannerForm } from './YearPlannerForm';
import './YearPlannerAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'The academic calendar on the Year Planner page; a new upload replaces the current one.';

/** A key date in the list: its days, kind, classes and note. */
const keyDateAdmin: CollectionAdmin<StoredKeyDate> = {
  type: 'key_dates',
  Form: KeyDateForm,
  writes: keyDateMutations,
  removal: { noun: 'date' },
  useItems: () => useKeyDates(todayIsoDate()),
  what: 'the key dates',
  empty: 'No key dates added yet.',
  name: (date) => date.title,
  summary: (date) => (
    <ItemSummary title={date.title} meta={[daysOf(date), date.kind, date.audience.length > 0 ? `For ${audienceLabel(date.audience)}` : null]} text={date.note || null} />
  ),
};

export function YearPlannerAdminPage() {
  return (
    <AdminPage page="year-planner" intro={INTRO}>
      <AdminSection title="Upload a new planner">
        <YearPlannerForm />
      </AdminSection>
      <AdminSection title="Current planner">
        <DataSection query={useYearPlanner()} what="the current planner" empty="No planner uploaded yet.">
          {(planner) => (
            <>
              <CurrentPlannerPreview planner={planner} />
              <LastEdited type="year_planner" id="planner" />
            </>
          )}
        </DataSection>
      </AdminSection>
      <AdminSection title="Add a key date">
        <KeyDateForm />
      </AdminSection>
      <AdminSection title="Key dates">
        <ManagedList admin={keyDateAdmin} />
      </AdminSection>
    </AdminPage>
  );
}
