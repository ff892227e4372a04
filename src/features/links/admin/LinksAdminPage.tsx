import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useImportantLinks } from '../linksQueries';
import { LinkAdminItem } from './LinkAdminItem';
import { LinkForm } from './LinkForm';
import './LinksAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'The board, results, textbook and fee sites listed on the Important Links page and the home page.';

export function LinksAdminPage() {
  return (
    <AdminPage page="links" intro={INTRO}>
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
