import { Fragment, useId } from 'react';
import { LoadError } from '@/components/LoadError';
import { PageBanner } from '@/components/PageBanner';
import { school } from '@/content/school';
import { longDate } from '@/lib/dateText';
import { appendixIX, type DisclosureSection } from './appendixIX';
import { DisclosureValue, TO_BE_UPDATED } from './DisclosureValue';
import type { StaffMember } from '@/lib/staffMember';
import { useMandatoryDisclosure, useTeachers } from './mandatoryDisclosureQueries';
import { lastUpdated } from './disclosureReader';
import type { MandatoryDisclosure } from './mandatoryDisclosureService';
import { ResultsTable } from './ResultsTable';
import { TeacherTable } from './TeacherTable';
import './MandatoryDisclosurePage.css';
import './MandatoryDisclosurePrint.css';

export const PAGE_TITLE = 'Mandatory Public Disclosure';

/**
 * The CBSE's Mandatory Public Disclosure (Appendix IX of the Affiliation Bye-Laws): every section heading and row
 * label is in the prerendered HTML; the values arrive as data into cells that keep their place while they load
 * (blank until then, the error with Retry above the tables if the read fails, "To be updated" for a row with no
 * value). Printing gives a clean A4 document (MandatoryDisclosurePrint.css).
 */
export function MandatoryDisclosurePage() {
  const { data, isError, isFetching, refetch } = useMandatoryDisclosure();
  const failed = data === undefined && isError && !isFetching;
  const teachersQuery = useTeachers();
  const teachersFailed = teachersQuery.data === undefined && teachersQuery.isError && !teachersQuery.isFetching;
  return (
    <div className="disclosure-page">
      <p className="disclosure-page__print-school">{school.name}</p>
      <PageBanner title={PAGE_TITLE} eyebrow="CBSE Affiliation Bye-Laws, Appendix IX">
        <p>The information and documents every CBSE-affiliated school publishes, kept current by the school office.</p>
      </PageBanner>
      <div className="section disclosure-page__body">
        <UpdatedLine disclosure={data} />
        {(failed || teachersFailed) && (
          <LoadError
            what="the disclosure"
            onRetry={() => {
              if (failed) void refetch();
              if (teachersFailed) void teachersQuery.refetch();
            }}
          />
        )}
        {appendixIX.map((section) => (
          <SectionTable key={section.id} section={section} disclosure={data} teachers={teachersQuery.data} teachersFailed={teachersFailed} />
        ))}
      </div>
    </div>
  );
}

function UpdatedLine({ disclosure }: { disclosure: MandatoryDisclosure | undefined }) {
  const updated = disclosure && lastUpdated(disclosure);
  return (
    <p className="disclosure-page__updated" aria-live="polite">
      {disclosure === undefined ? (
        <span className="visually-hidden">Loading...</span>
      ) : updated ? (
        <>
          Last updated on <time dateTime={updated.toISOString()}>{longDate(updated, 'school')}</time>
        </>
      ) : (
        `Last updated: ${TO_BE_UPDATED}`
      )}
    </p>
  );
}

/** The board's labels join words with slashes ('Affiliation/Upgradation'): a narrow cell may wrap after each. */
const withBreaksAfterSlashes = (label: string) =>
  label.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));

interface SectionTableProps {
  section: DisclosureSection;
  disclosure: MandatoryDisclosure | undefined;
  teachers: readonly StaffMember[] | undefined;
  teachersFailed: boolean;
}

/** One section: its heading, a table of its rows (label and value), its note, any results tables, and Section D's teachers. */
function SectionTable({ section, disclosure, teachers, teachersFailed }: SectionTableProps) {
  const headingId = useId();
  const rows = section.rows.filter((row) => row.kind !== 'results');
  const results = section.rows.filter((row) => row.kind === 'results');
  return (
    <section className="disclosure-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="disclosure-section__title">
        {section.title}
      </h2>
      <table className="disclosure-table">
        <caption className="visually-hidden">{section.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="disclosure-table__number">
              S.No.
            </th>
            <th scope="col">{section.columns[0]}</th>
            <th scope="col">{section.columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td className="disclosure-table__number">{index + 1}</td>
              <th scope="row">{withBreaksAfterSlashes(row.label)}</th>
              <td>
                <DisclosureValue row={row} disclosure={disclosure} teachers={teachers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {section.note && <p className="disclosure-section__note">{section.note}</p>}
      {results.map((row) => (
        <ResultsTable key={row.key} row={row} results={disclosure?.results[row.key]} loading={disclosure === undefined} />
      ))}
      {section.id === 'staff' && <TeacherTable teachers={teachers} failed={teachersFailed} />}
    </section>
  );
}
