import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { LastEdited } from '@/components/admin/LastEdited';
import { useYearPlanner } from '../yearPlannerQueries';
import { CurrentPlannerPreview } from './CurrentPlannerPreview';
import { YearPlannerForm } from './YearPlannerForm';
import './YearPlannerAdmin.css';

export function YearPlannerAdminPage() {
  return (
    <AdminPage page="year-planner">
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
    </AdminPage>
  );
}
