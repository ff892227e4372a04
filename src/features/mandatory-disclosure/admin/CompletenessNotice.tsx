import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { formatIsoDate, todayIsoDate } from '@/lib/isoDate';
import { ANNUAL_REPORT_KEY } from '../annualReport';
import { completenessLine, completenessOf, needsAttention, type DatedDocument, type RowRef } from '../completeness';
import type { StaffMember } from '@/lib/staffMember';
import { useMandatoryDisclosure, useTeachers } from '../mandatoryDisclosureQueries';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { goToRow, rowAnchor } from './rowAnchor';
import './MandatoryDisclosureAdmin.css';

interface CompletenessNoticeProps {
  disclosure: MandatoryDisclosure;
  /**
   * The admin page's address, for links from another page (the dashboard), which names only what has expired or is
   * about to; absent on the admin page itself, which also names every missing row.
   */
  pagePath?: string;
}

/**
 * What the office has to do about the Mandatory Public Disclosure: "27 of 36 rows filled; 1 document expired; 1
 * expires within 30 days", then each expired or expiring document with its date, and each missing row, every one a
 * link to the field that fixes it. Section D's figures come from the list of teachers, read here.
 */
export function CompletenessNotice(props: CompletenessNoticeProps) {
  return (
    <DataSection query={useTeachers()} what="the list of teachers">
      {(teachers) => <NoticeOf {...props} teachers={teachers} />}
    </DataSection>
  );
}

function NoticeOf({ disclosure, pagePath, teachers }: CompletenessNoticeProps & { teachers: readonly StaffMember[] }) {
  const completeness = completenessOf(disclosure, todayIsoDate(), teachers);
  const attention = needsAttention(completeness);
  const linkTo = ({ row }: Pick<RowRef, 'row'>, text: string) => {
    const hash = `#${rowAnchor(row.kind === 'computed' ? row.fixedAt : row.key)}`;
    return pagePath ? (
      <Link to={{ pathname: pagePath, hash }}>{text}</Link>
    ) : (
      <a
        href={hash}
        onClick={(event) => {
          // Move to the row and into its first control, not only scroll there.
          if (goToRow(hash.slice(1))) event.preventDefault();
        }}
      >
        {text}
      </a>
    );
  };
  const dated = (document: DatedDocument, expired: boolean) => (
    <li key={document.row.key}>
      {linkTo(document, document.row.label)}
      <span className="disclosure-notice__when">
        {expired ? 'Expired: it was valid until' : 'Valid until'} {formatIsoDate(document.file.validUntil)}
        {expired ? '. Upload the renewed certificate.' : ': renew it soon.'}
      </span>
    </li>
  );
  return (
    <div className={`disclosure-notice${attention ? ' disclosure-notice--attention' : ''}`} role="status">
      <p className="disclosure-notice__line">
        <strong>Mandatory Public Disclosure: {completenessLine(completeness)}.</strong>
      </p>
      {completeness.report && (
        <ul className="disclosure-notice__list" aria-label="The annual report">
          <li>
            {linkTo({ row: { kind: 'document', key: ANNUAL_REPORT_KEY, label: 'Annual Report' } }, `Annual Report ${completeness.report.year}`)}
            <span className="disclosure-notice__when">
              {completeness.report.overdue ? 'Was due' : 'Due'} on the website by {formatIsoDate(completeness.report.dueBy)} (Clause 14.5 of
              the Affiliation Bye-Laws): upload it.
            </span>
          </li>
        </ul>
      )}
      {completeness.expired.length + completeness.expiring.length > 0 && (
        <ul className="disclosure-notice__list" aria-label="Documents past or near their 'Valid until' date">
          {completeness.expired.map((document) => dated(document, true))}
          {completeness.expiring.map((document) => dated(document, false))}
        </ul>
      )}
      {!pagePath && completeness.missing.length > 0 && (
        <ul className="disclosure-notice__list" aria-label="Rows to be updated">
          {completeness.missing.map((missing) => (
            <li key={missing.row.key}>
              {linkTo(missing, missing.row.label)}
              <span className="disclosure-notice__when">{missing.section.title}: to be updated</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The dashboard's line on the disclosure, read when the office signs in; a failed read says so with Retry. */
export function DisclosureDashboardNotice({ pagePath }: { pagePath: string }) {
  return (
    <DataSection query={useMandatoryDisclosure()} what="the Mandatory Public Disclosure">
      {(disclosure) => <CompletenessNotice disclosure={disclosure} pagePath={pagePath} />}
    </DataSection>
  );
}
