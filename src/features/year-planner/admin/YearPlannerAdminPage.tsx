import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { useAsyncData } from '@/components/useAsyncData';
import { getYearPlanner } from '../yearPlannerService';
import { CurrentPlannerPreview } from './CurrentPlannerPreview';
import { YearPlannerUploadForm } from './YearPlannerUploadForm';
import './YearPlannerAdmin.css';

export function YearPlannerAdminPage() {
  const current = useAsyncData(getYearPlanner);

  return (
    <AdminPage title="Year Planner" intro="The academic calendar on the Year Planner page; a new upload replaces the current one.">
      <AdminSection title="Upload a new planner">
        <YearPlannerUploadForm onUploaded={current.refresh} />
      </AdminSection>
      <AdminSection title="Current planner">
        <CurrentPlannerPreview state={current} onRetry={current.retry} />
      </AdminSection>
    </AdminPage>
  );
}
