import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { admissionsQuery } from '../admissionsQueries';
import { AdmissionsForm } from './AdmissionsForm';
import { EnquiriesSection } from './EnquiriesSection';
import './AdmissionsAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO =
  'Follow up every enquiry parents send from the Admissions page, up to a seat; and keep that page current: whether admissions are open, the classes and ages, the steps and the documents.';

/** 'Manage Admissions': the enquiries first (what the office does every day), then the admissions page's form. */
export function AdmissionsAdminPage() {
  const offer = useQuery(admissionsQuery);
  return (
    <AdminPage page="admissions" intro={INTRO}>
      <AdminSection title="Enquiries">
        <DataSection query={offer} what="the admissions page">
          {(content) => <EnquiriesSection offer={content} />}
        </DataSection>
      </AdminSection>
      <AdminSection title="Admissions page">
        {/* Until the stored page is read, there is nothing to edit: saving over it would lose it. */}
        <DataSection query={offer} what="the admissions page">
          {(content) => <AdmissionsForm initial={content} />}
        </DataSection>
      </AdminSection>
    </AdminPage>
  );
}
