import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { errorText } from '@/lib/errorText';
import { councilDescriptionQuery } from '../councilQueries';
import { useAllCouncilMembers } from './councilAdminQueries';
import { CouncilDescriptionForm } from './CouncilDescriptionForm';
import { CouncilMemberAdminItem } from './CouncilMemberAdminItem';
import { CouncilMemberForm } from './CouncilMemberForm';
import './CouncilAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'Keep the Student Council page current: its members, their photos and the description above them.';

export function CouncilAdminPage() {
  // A missing description document (null) is not an empty section here: the form then creates it.
  const description = useQuery({ ...councilDescriptionQuery, select: (stored) => ({ stored }) });
  return (
    <AdminPage page="council" intro={INTRO}>
      <AdminSection title="Add a council member">
        <CouncilMemberForm />
      </AdminSection>
      <AdminSection title="Council description">
        {/* Until the stored description is read, there is nothing to edit: saving over it would lose it. */}
        <DataSection query={description} what="the description" errorMessage={(error) => `❌ Error fetching description: ${errorText(error)}`}>
          {({ stored }) => <CouncilDescriptionForm initial={stored} />}
        </DataSection>
      </AdminSection>
      <AdminSection title="Manage council members">
        <ManageList query={useAllCouncilMembers()} what="the council members" empty="No members added yet.">
          {(member) => <CouncilMemberAdminItem member={member} />}
        </ManageList>
      </AdminSection>
    </AdminPage>
  );
}
