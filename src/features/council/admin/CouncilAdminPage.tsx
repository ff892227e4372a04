import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { AdminSection } from '@/components/admin/AdminPage';
import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { HIDDEN_WITHOUT_PRIORITY, ItemSummary, placeMeta } from '@/components/admin/ItemSummary';
import { errorText } from '@/lib/errorText';
import { councilDescriptionQuery } from '../councilQueries';
import type { CouncilMember } from '../councilService';
import { councilMutations, useAllCouncilMembers } from './councilAdminQueries';
import { CouncilDescriptionForm } from './CouncilDescriptionForm';
import { CouncilMemberForm } from './CouncilMemberForm';
import './CouncilAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO =
  'Keep the Student Council page current: its members, their photos and the description above them. Members show in the order of this list: a new one goes last; Move up and Move down change the order.';

/** A member in the list: photo, name, position, year and place; removed after confirming. */
const memberAdmin: CollectionAdmin<CouncilMember> = {
  type: 'council_members',
  Form: CouncilMemberForm,
  writes: councilMutations,
  removal: { noun: 'member', label: 'Remove' },
  useItems: useAllCouncilMembers,
  what: 'the council members',
  empty: 'No members added yet.',
  name: (member) => member.name || 'Unnamed member',
  order: { move: councilMutations.move, place: (member) => member.priority },
  summary: (member, name, list) => (
    <ItemSummary
      title={name}
      picture={{ src: member.imageUrl, alt: `${name}, ${member.position}` }}
      meta={[member.position, member.year, placeMeta(member, list)]}
      flag={member.priority === null ? HIDDEN_WITHOUT_PRIORITY : null}
    />
  ),
};

/** The description above the members: until it is read there is nothing to edit (saving over it would lose it). */
function DescriptionSection() {
  // A missing description document (null) is not an empty section here: the form then creates it.
  const description = useQuery({ ...councilDescriptionQuery, select: (stored) => ({ stored }) });
  return (
    <AdminSection title="Council description">
      <DataSection query={description} what="the description" errorMessage={(error) => `❌ Error fetching description: ${errorText(error)}`}>
        {({ stored }) => <CouncilDescriptionForm initial={stored} />}
      </DataSection>
    </AdminSection>
  );
}

export const CouncilAdminPage = collectionAdminPage(
  { page: 'council', intro: INTRO, addTitle: 'Add a council member', manageTitle: 'Manage council members' },
  memberAdmin,
  DescriptionSection,
);
