import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { ManageList } from '@/components/admin/ManageList';
import { siteDocumentQuery, useStaffGroups } from '../staffQueries';
import type { StaffKind } from '../staffService';
import { SITE_DOCUMENT_MISSING, STAFF_KIND_TEXT } from './staffAdminText';
import { StaffGroupAdminItem } from './StaffGroupAdminItem';
import { StaffGroupForm } from './StaffGroupForm';
import './AdministrationAdminPage.css';

/** The line under the page's heading: what it changes. */
const INTRO =
  'Keep the faculty departments and non-teaching staff of the Administration page up to date. The page lists them in the order shown here: a new one goes last; Move up and Move down change the order.';

export function AdministrationAdminPage() {
  // No site document (null) is not an empty section: the page says so and shows the empty lists.
  const site = useQuery({ ...siteDocumentQuery, select: (siteId) => ({ siteId }) });
  return (
    <AdminPage page="administration" intro={INTRO}>
      <DataSection query={site} what="the staff lists">
        {({ siteId }) => (
          <>
            {siteId === null && (
              <p className="form-status form-status--error staff-admin__missing" role="alert">
                {SITE_DOCUMENT_MISSING}
              </p>
            )}
            <StaffKindSection kind="faculty" siteId={siteId} />
            <StaffKindSection kind="nonTeaching" siteId={siteId} />
          </>
        )}
      </DataSection>
    </AdminPage>
  );
}

/** 'Faculty' or 'Non-Teaching Staff': the add form (while there is a site document), then the live list. */
function StaffKindSection({ kind, siteId }: { kind: StaffKind; siteId: string | null }) {
  const text = STAFF_KIND_TEXT[kind];
  const groups = useStaffGroups(kind);
  return (
    <AdminSection title={text.sectionTitle}>
      <div className="staff-admin">
        {siteId && (
          <section className="staff-admin-add" aria-label={text.addHeading}>
            <h3 className="staff-admin__subheading">{text.addHeading}</h3>
            <StaffGroupForm kind={kind} siteId={siteId} />
          </section>
        )}
        <section className="staff-admin-manage" aria-label={text.listHeading}>
          <h3 className="staff-admin__subheading">{text.listHeading}</h3>
          <ManageList query={groups} what={`the ${text.listHeading.toLowerCase()}`} empty={text.empty} className="staff-admin-groups">
            {(group) => siteId && <StaffGroupAdminItem siteId={siteId} kind={kind} group={group} list={groups.data ?? []} />}
          </ManageList>
        </section>
      </div>
    </AdminSection>
  );
}
