import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useImportantLinks } from '../linksQueries';
import { LinkAdminItem } from './LinkAdminItem';
import { LinkForm } from './LinkForm';
import './LinksAdmin.css';

export function LinksAdminPage() {
  return (
    <AdminPage page="links">
      <AdminSection title="Add a link">
        <LinkForm />
      </AdminSection>
      <AdminSection title="Manage links">
        <ManageList query={useImportantLinks()} what="the important links" empty="No links added yet.">
          {(link) => <LinkAdminItem link={link} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
