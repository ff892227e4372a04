import { Link } from 'react-router-dom';
import { PdfMark } from '@/components/PdfMark';
import { publicSiteUrl } from '@/lib/config';
import { formatIsoDate } from '@/lib/isoDate';
import type { StaffMember } from '@/lib/staffMember';
import type { AreaRow, ComputedRow, CountRow, DisclosureRow, ResultsRow } from './appendixIX';
import { formatArea, formatCount } from './disclosureFigures';
import type { DisclosureFile, MandatoryDisclosure } from './mandatoryDisclosureService';
import {
  formatPupilsPerTeacher, formatTeachersPerSection, MAX_PUPILS_PER_TEACHER, MIN_TEACHERS_PER_SECTION, teacherFigures,
} from './teacherList';
import './DisclosureValue.css';

/** What a row with no value yet reads, never a blank cell. */
export const TO_BE_UPDATED = 'To be updated';

/** The address printed after a link (MandatoryDisclosurePrint.css): a path of this site with the site's address. */
const printedAddress = (url: string) => (url.startsWith('/') ? `${publicSiteUrl('')}${url}` : url);

function Missing() {
  return <span className="disclosure-value--missing">{TO_BE_UPDATED}</span>;
}

function NumberValue({ row, disclosure }: { row: CountRow | AreaRow; disclosure: MandatoryDisclosure }) {
  const value = disclosure.numbers[row.key];
  if (value === undefined) return <Missing />;
  return <>{row.kind === 'area' ? formatArea(value) : formatCount(value)}</>;
}

function DocumentLink({ label, file }: { label: string; file: DisclosureFile }) {
  return (
    <div className="disclosure-document">
      <a className="disclosure-document__link" href={file.url} target="_blank" rel="noopener noreferrer" data-print-address={printedAddress(file.url)}>
        <PdfMark size={22} />
        View PDF<span className="visually-hidden"> of {label} (opens in a new tab)</span>
      </a>
      {file.updatedOn && (
        <span className="disclosure-document__date">
          {file.year && `For ${file.year}: `}Updated on <time dateTime={file.updatedOn}>{formatIsoDate(file.updatedOn)}</time>
        </span>
      )}
      {file.validUntil && (
        <span className="disclosure-document__date">
          Valid until <time dateTime={file.validUntil}>{formatIsoDate(file.validUntil)}</time>
        </span>
      )}
    </div>
  );
}

/**
 * The space a row's value keeps from the first HTML on, whether it is on its way, there or "To be updated", so that
 * the row keeps its height when the value arrives (on a phone, where the value column is narrow): a document's link
 * and date, a line per part of a group, or as many lines as a text of its length usually takes.
 */
function reserveClass(row: Exclude<DisclosureRow, ResultsRow>): string {
  if (row.kind === 'document') return row.sitePage ? 'disclosure-value--document disclosure-value--site-page' : 'disclosure-value--document';
  if (row.kind === 'computed') return row.key === 'teacherCounts' ? 'disclosure-value--lines-4' : 'disclosure-value--text-2';
  if (row.kind === 'group') return `disclosure-value--lines-${row.parts.length}`;
  return `disclosure-value--text-${row.kind === 'text' && row.max >= 500 ? 4 : row.kind === 'text' && row.max >= 200 ? 2 : 1}`;
}

/**
 * The value of one row of a section's table: blank bars while the disclosure loads or when it could not be read,
 * "To be updated" when the row has no value.
 */
export function DisclosureValue({ row, disclosure, teachers }: ValueProps) {
  const reserve = `disclosure-value ${reserveClass(row)}`;
  if (disclosure === undefined || (row.kind === 'computed' && teachers === undefined)) {
    return <div className={`${reserve} disclosure-value--pending`} aria-hidden="true" />;
  }
  return (
    <div className={reserve}>
      {row.kind === 'computed' ? <ComputedValue row={row} disclosure={disclosure} teachers={teachers ?? []} /> : <ValueOf row={row} disclosure={disclosure} />}
    </div>
  );
}

interface ValueProps {
  row: Exclude<DisclosureRow, ResultsRow>;
  disclosure: MandatoryDisclosure | undefined;
  /** Section D's teachers (teacherList.ts): undefined while they load. */
  teachers: readonly StaffMember[] | undefined;
}

/** A figure of Section D computed from the list of teachers, with the board's bound beside a ratio. */
function ComputedValue({ row, disclosure, teachers }: { row: ComputedRow; disclosure: MandatoryDisclosure; teachers: readonly StaffMember[] }) {
  const figures = teacherFigures(teachers, disclosure);
  if (row.key === 'teacherCounts') {
    if (figures.total === 0) return <Missing />;
    const parts = [
      { label: 'Total', count: figures.total },
      ...figures.byDesignation.map(({ designation, count }) => ({ label: designation, count })),
      ...(figures.undesignated > 0 ? [{ label: 'Designation to be updated', count: figures.undesignated }] : []),
    ];
    return (
      <ul className="disclosure-parts">
        {parts.map(({ label, count }) => (
          <li key={label}>
            <span className="disclosure-parts__label">{label}:</span> {formatCount(count)}
          </li>
        ))}
      </ul>
    );
  }
  const ratio = row.key === 'pupilTeacherRatio' ? figures.pupilsPerTeacher : figures.teachersPerSection;
  if (ratio === null) return <Missing />;
  const within = row.key === 'pupilTeacherRatio' ? ratio <= MAX_PUPILS_PER_TEACHER : ratio >= MIN_TEACHERS_PER_SECTION;
  const bound =
    row.key === 'pupilTeacherRatio'
      ? `Students per teacher of classes (PGT, TGT, PRT); the board allows at most ${MAX_PUPILS_PER_TEACHER} : 1.`
      : `Teachers of classes (PGT, TGT, PRT) per section; the board asks for at least ${MIN_TEACHERS_PER_SECTION} : 1.`;
  return (
    <>
      <span className={within ? undefined : 'disclosure-value--outside'}>
        {row.key === 'pupilTeacherRatio' ? formatPupilsPerTeacher(ratio) : formatTeachersPerSection(ratio)}
        {!within && ' (outside the board’s bound)'}
      </span>
      <span className="disclosure-value__note">{bound}</span>
    </>
  );
}

function ValueOf({ row, disclosure }: { row: Exclude<DisclosureRow, ResultsRow>; disclosure: MandatoryDisclosure }) {
  switch (row.kind) {
    case 'text': {
      const value = disclosure.text[row.key];
      if (value === undefined) return <Missing />;
      if (row.key === 'email') {
        return (
          <a className="disclosure-value__link" href={`mailto:${value}`}>
            {value}
          </a>
        );
      }
      if (row.list) {
        return (
          <ul className="disclosure-value__list">
            {value.split('\n').map((line, index) => line.trim() && <li key={index}>{line.trim()}</li>)}
          </ul>
        );
      }
      return <span className={row.multiline ? 'disclosure-value--lines' : undefined}>{value}</span>;
    }
    case 'video': {
      const value = disclosure.text[row.key];
      if (value === undefined) return <Missing />;
      return (
        <a className="disclosure-value__link" href={value} target="_blank" rel="noopener noreferrer" data-print-address={value}>
          Watch the inspection video<span className="visually-hidden"> on YouTube (opens in a new tab)</span>
        </a>
      );
    }
    case 'count':
    case 'area':
      return <NumberValue row={row} disclosure={disclosure} />;
    case 'yes-no': {
      const value = disclosure.flags[row.key];
      return value === undefined ? <Missing /> : <>{value ? 'Yes' : 'No'}</>;
    }
    case 'document': {
      const file = disclosure.files[row.key];
      const page = row.sitePage && (
        <Link className="disclosure-value__site-page" to={row.sitePage.path} data-print-address={printedAddress(row.sitePage.path)}>
          {row.sitePage.text}
        </Link>
      );
      if (!file) return page || <Missing />;
      return (
        <>
          <DocumentLink label={row.label} file={file} />
          {page}
        </>
      );
    }
    case 'group':
      return (
        <ul className="disclosure-parts">
          {row.parts.map((part) => (
            <li key={part.key}>
              <span className="disclosure-parts__label">{part.label}:</span> <NumberValue row={part} disclosure={disclosure} />
            </li>
          ))}
        </ul>
      );
  }
}
