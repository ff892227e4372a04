import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { useDisclosureDocuments } from '../disclosuresQueries';
import { DisclosureAdminItem } from './DisclosureAdminItem';
import { DisclosureForm } from './DisclosureForm';
import './DisclosuresAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO =
  "The PDFs of the home page's Disclosures & Collaborations block (admission policy, collaborations ...), in the order shown here, below its link to the Mandatory Public Disclosure.";

export function DisclosuresAdminPage() {
  const documents = useDisclosureDocuments();
  return (
    <AdminPage page="disclosures" intro={INTRO}>
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
