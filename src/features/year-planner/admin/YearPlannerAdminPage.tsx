import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { LastEdited } from '@/components/admin/LastEdited';
import { ManageList } from '@/components/admin/ManageList';
import { todayIsoDate } from '@/lib/isoDate';
import { useKeyDates } from '../keyDatesQueries';
import { useYearPlanner } from '../yearPlannerQueries';
import { CurrentPlannerPreview } from './CurrentPlannerPreview';
import { KeyDateAdminItem } from './KeyDateAdminItem';
import { KeyDateForm } from './KeyDateForm';
import { YearPlannerForm } from './YearPlannerForm';
import './YearPlannerAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'The academic calendar on the Year Planner page; a new upload replaces the current one.';

export function YearPlannerAdminPage() {
  const keyDates = useKeyDates(todayIsoDate());
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
        <ManageList query={keyDates} what="the key dates" empty="No key dates added yet.">
          {(date) => <KeyDateAdminItem date={date} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
