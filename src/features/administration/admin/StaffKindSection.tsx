import { AdminSection } from '@/components/admin/AdminPage';
import type { StaffKind } from '../staffService';
import { STAFF_KIND_TEXT } from './staffAdminText';
import { StaffGroupAddForm } from './StaffGroupAddForm';
import { StaffGroupManageList } from './StaffGroupManageList';

interface Props {
  kind: StaffKind;
  siteId: string | null;
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
}

/** 'Faculty' or 'Non-Teaching Staff': the add form, then the live list. */
export function StaffKindSection({ kind, siteId, confirm }: Props) {
  return (
    <AdminSection title={STAFF_KIND_TEXT[kind].sectionTitle}>
      <div className="staff-admin">
        <StaffGroupAddForm kind={kind} siteId={siteId} />
        <StaffGroupManageList kind={kind} siteId={siteId} confirm={confirm} />
      </div>
    </AdminSection>
  );
}
