import { AdminPage } from '@/components/admin/AdminPage';
import { useConfirm } from '@/components/admin/useConfirm';
import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { getSiteDocumentId } from '../staffService';
import { SITE_DOCUMENT_MISSING } from './staffAdminText';
import { StaffKindSection } from './StaffKindSection';
import './AdministrationAdminPage.css';

export function AdministrationAdminPage() {
  const site = useAsyncData(getSiteDocumentId);
  const { confirm, dialog } = useConfirm();

  return (
    <AdminPage
      title="Administration"
      intro="Keep the faculty departments and non-teaching staff of the Administration page up to date. Lists are ordered by priority, lowest first."
    >
      {site.status === 'loading' && <p className="status-line">Loading...</p>}
      {site.status === 'error' && <LoadError what="the staff lists" onRetry={site.retry} />}
      {site.status === 'ready' && (
        <>
          {site.data === null && (
            <p className="form-status form-status--error staff-admin__missing" role="alert">
              {SITE_DOCUMENT_MISSING}
            </p>
          )}
          <StaffKindSection kind="faculty" siteId={site.data} confirm={confirm} />
          <StaffKindSection kind="nonTeaching" siteId={site.data} confirm={confirm} />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
