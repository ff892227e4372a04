import { useId, useState } from 'react';
import { FormStatus } from '@/components/admin/FormStatus';
import { ManageList } from '@/components/admin/ManageList';
import { SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../admissionsSchema';
import type { Admissions } from '../admissionsService';
import { useEnquiries, useErasedEnquiries } from './admissionsAdminQueries';
import { KEPT_AFTER_CLOSING_MONTHS, type Enquiry } from './admissionsAdminService';
import { enquiriesCsv, officeDate, seasonCounts } from './enquiryCsv';
import { EnquiryItem, StatusOptions } from './EnquiryItem';

/** Whether the enquiry matches what was typed in the search: a name (the parent's or the child's), a number or a reference. */
function matches(enquiry: Enquiry, search: string): boolean {
  const words = search.trim().toLocaleLowerCase('en-IN');
  if (!words) return true;
  const digits = words.replace(/[\s+-]/g, '');
  return (
    enquiry.parentName.toLocaleLowerCase('en-IN').includes(words) ||
    enquiry.childName.toLocaleLowerCase('en-IN').includes(words) ||
    enquiry.reference.toLowerCase().includes(words) ||
    (/^\d{3,}$/.test(digits) && enquiry.mobile.includes(digits))
  );
}

/** The season at a glance: enquiries of the open year by class and status. */
function SeasonCounts({ enquiries, year }: { enquiries: readonly Enquiry[]; year: string }) {
  const rows = seasonCounts(enquiries.filter((enquiry) => enquiry.year === year));
  if (rows.length === 0) return null;
  return (
    <table className="enquiry-admin__counts">
      <caption>Enquiries for {year}, by class and status</caption>
      <thead>
        <tr>
          <th scope="col">Class</th>
          {Object.values(ENQUIRY_STATUSES).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">All</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.class}>
            <th scope="row">{row.class}</th>
            {Object.keys(ENQUIRY_STATUSES).map((status) => (
              <td key={status}>{row.byStatus[status as EnquiryStatus]}</td>
            ))}
            <td>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Saves `text` as a file named `name` on the office's computer or phone. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The enquiries, newest first, filtered by status and class and searched by name, number or reference, with the
 * season's counts and an export of what is listed; those closed more than a year ago are deleted for good when the
 * page opens (and it says so).
 */
export function EnquiriesSection({ offer }: { offer: Admissions }) {
  const id = useId();
  const query = useEnquiries();
  const erased = useErasedEnquiries();
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  const [klass, setKlass] = useState<SchoolClass | ''>('');
  const [search, setSearch] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const listed = query.data?.filter((enquiry) => (!status || enquiry.status === status) && (!klass || enquiry.classSought === klass) && matches(enquiry, search));
  const newCount = query.data?.filter((enquiry) => enquiry.status === 'new').length ?? 0;

  return (
    <>
      {erased.length > 0 && (
        <p className="status-line" role="status">
          Deleted for good {erased.length === 1 ? 'one enquiry' : `${erased.length} enquiries`} closed more than {KEPT_AFTER_CLOSING_MONTHS} months ago:{' '}
          {erased.map((enquiry) => enquiry.reference).join(', ')}.
        </p>
      )}
      {query.data && <SeasonCounts enquiries={query.data} year={offer.year} />}
      <div className="enquiry-admin__filters" role="search" aria-label="Find enquiries">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select id={`${id}-status`} className="field__input" value={status} onChange={(event) => setStatus(event.target.value as EnquiryStatus | '')}>
            <option value="">Every status{newCount > 0 ? ` (${newCount} new)` : ''}</option>
            <StatusOptions />
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-class`}>
            Class
          </label>
          <select id={`${id}-class`} className="field__input" value={klass} onChange={(event) => setKlass(event.target.value as SchoolClass | '')}>
            <option value="">Every class</option>
            {SCHOOL_CLASSES.map((name) => (
              <option key={name} value={name}>
                Class {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-search`}>
            Name, number or reference
          </label>
          <input id={`${id}-search`} className="field__input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={!listed || listed.length === 0}
          onClick={() => listed && download(`enquiries-${officeDate(new Date()).split('/').reverse().join('-')}.csv`, enquiriesCsv(listed, offer.agesOn))}
        >
          Export the list (CSV)
        </button>
      </div>
      <FormStatus message={saved ? { kind: 'success', text: saved } : null} />
      <ManageList query={{ ...query, data: listed }} what="the enquiries" empty={query.data?.length ? 'No enquiry matches.' : 'No enquiries yet.'} label="Enquiries">
        {(enquiry) => <EnquiryItem enquiry={enquiry} agesOn={offer.agesOn} onSaved={setSaved} />}
      </ManageList>
    </>
  );
}
