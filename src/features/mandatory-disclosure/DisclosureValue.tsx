import { PdfMark } from '@/components/PdfMark';
import { publicSiteUrl } from '@/lib/config';
import { formatIsoDate } from '@/lib/isoDate';
import type { AreaRow, CountRow, DisclosureRow, ResultsRow } from './appendixIX';
import { formatArea, formatCount } from './disclosureFigures';
import type { DisclosureFile, MandatoryDisclosure } from './mandatoryDisclosureService';
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
  if (row.kind === 'document') return 'disclosure-value--document';
  if (row.kind === 'group') return `disclosure-value--lines-${row.parts.length}`;
  return `disclosure-value--text-${row.kind === 'text' && row.max >= 500 ? 4 : row.kind === 'text' && row.max >= 200 ? 2 : 1}`;
}

/**
 * The value of one row of a section's table: blank bars while the disclosure loads or when it could not be read,
 * "To be updated" when the row has no value.
 */
export function DisclosureValue({ row, disclosure }: { row: Exclude<DisclosureRow, ResultsRow>; disclosure: MandatoryDisclosure | undefined }) {
  const reserve = `disclosure-value ${reserveClass(row)}`;
  if (disclosure === undefined) return <div className={`${reserve} disclosure-value--pending`} aria-hidden="true" />;
  return (
    <div className={reserve}>
      <ValueOf row={row} disclosure={disclosure} />
    </div>
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
      return file ? <DocumentLink label={row.label} file={file} /> : <Missing />;
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
