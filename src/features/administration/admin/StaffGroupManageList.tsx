import { useId, useState } from 'react';
import { FormStatus, type FormMessage } from '@/components/admin/FormStatus';
import type { StaffKind } from '../staffService';
import { STAFF_KIND_TEXT } from './staffAdminText';
import { StaffGroupAdminItem } from './StaffGroupAdminItem';
import { useLiveStaffGroups } from './useLiveStaffGroups';

interface Props {
  kind: StaffKind;
  siteId: string | null;
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
}

/** The live departments or categories, ascending by priority, each manageable in place. */
export function StaffGroupManageList({ kind, siteId, confirm }: Props) {
  const text = STAFF_KIND_TEXT[kind];
  const groups = useLiveStaffGroups(siteId, kind);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const headingId = useId();

  let content;
  if (groups === null) content = <p className="status-line">Loading...</p>;
  else if (groups.length === 0 || !siteId) content = <p className="status-line">{text.empty}</p>;
  else {
    content = (
      <ul className="admin-list staff-admin-groups" aria-labelledby={headingId}>
        {groups.map((group) => (
          <StaffGroupAdminItem
            key={group.id}
            siteId={siteId}
            kind={kind}
            group={group}
            confirm={confirm}
            onDeleted={(title) => setMessage({ kind: 'success', text: `Deleted the ${text.noun} “${title}”.` })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="staff-admin-manage">
      <h3 id={headingId} className="staff-admin__subheading">
        {text.listHeading}
      </h3>
      <FormStatus message={message} />
      {content}
    </div>
  );
}
