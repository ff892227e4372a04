import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useDisclosureDocuments } from '../disclosuresQueries';
import { DisclosureAdminItem } from './DisclosureAdminItem';
import { DisclosureForm } from './DisclosureForm';
import './DisclosuresAdmin.css';

export function DisclosuresAdminPage() {
  const documents = useDisclosureDocuments();
  return (
    <AdminPage page="disclosures">
      <AdminSection title="Add a document">
        <DisclosureForm />
      </AdminSection>
      <AdminSection title="Manage documents">
        <ManageList
          query={documents}
          what="the disclosure documents"
          empty="No documents stored yet: the home page shows the two sample PDFs shipped with the site."
        >
          {(document) => <DisclosureAdminItem document={document} list={documents.data ?? []} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
