import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAllInfrastructure } from './infrastructureAdminQueries';
import { InfrastructureAdminItem } from './InfrastructureAdminItem';
import { InfrastructureForm } from './InfrastructureForm';

/** The line under the page's heading: what it changes. */
const INTRO = 'The campus highlights on the Infrastructure page, in order of priority (lower first).';

export function InfrastructureAdminPage() {
  return (
    <AdminPage page="infrastructure" intro={INTRO}>
      <AdminSection title="Add an infrastructure item">
        <InfrastructureForm />
      </AdminSection>
      <AdminSection title="Manage infrastructure items">
        <ManageList query={useAllInfrastructure()} what="the infrastructure items" empty="No infrastructure items added yet.">
          {(item) => <InfrastructureAdminItem item={item} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
