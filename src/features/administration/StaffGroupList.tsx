import { DataSection } from '@/components/DataSection';
import { NO_MEMBERS, STAFF_LISTS, staffGroupTitle } from './staffDisplay';
import { useStaffGroups } from './staffQueries';
import type { StaffMember } from '@/lib/staffMember';
import type { StaffGroup, StaffKind } from './staffService';
import './StaffGroupList.css';

function StaffMemberItem({ member }: { member: StaffMember }) {
  const details = [member.designation, member.qualification].filter(Boolean).join(' · ');
  return (
    <li className="staff-group__member">
      <bdi className="staff-group__member-name">{member.name}</bdi>
      {details && (
        <>
          <span className="visually-hidden">, </span>
          <bdi className="staff-group__qualification">{details}</bdi>
        </>
      )}
    </li>
  );
}

function StaffGroupCard({ kind, group }: { kind: StaffKind; group: StaffGroup }) {
  const count = group.members.length;
  return (
    <li className="staff-group">
      <div className="staff-group__header">
        <h3 className="staff-group__title">{staffGroupTitle(kind, group)}</h3>
        {count > 0 && (
          <span className="pill pill--accent staff-group__count" aria-hidden="true">
            {count}
          </span>
        )}
      </div>
      {count === 0 ? (
        <p className="staff-group__empty">{NO_MEMBERS}</p>
      ) : (
        <ul className="staff-group__members">
          {group.members.map((member, index) => (
            <StaffMemberItem key={`${index}-${member.name}`} member={member} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One of the administration page's live staff sections: 'Faculty List' or 'Non-Teaching Staff'. */
export function StaffGroupList({ kind }: { kind: StaffKind }) {
  const { heading, emptyText } = STAFF_LISTS[kind];
  const headingId = `staff-${kind}-heading`;
  return (
    <section className="staff-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {heading}
      </h2>
      <DataSection query={useStaffGroups(kind)} what={`the ${heading.toLowerCase()}`} empty={emptyText}>
        {(groups) => (
          <ul className="staff-list__groups">
            {groups.map((group) => (
              <StaffGroupCard key={group.id} kind={kind} group={group} />
            ))}
          </ul>
        )}
      </DataSection>
    </section>
  );
}
