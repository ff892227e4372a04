import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useAllInfrastructure } from './infrastructureAdminQueries';
import { InfrastructureAdminItem } from './InfrastructureAdminItem';
import { InfrastructureForm } from './InfrastructureForm';

export function InfrastructureAdminPage() {
  return (
    <AdminPage page="infrastructure">
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
