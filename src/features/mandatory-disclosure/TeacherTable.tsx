import { useId } from 'react';
import type { StaffMember } from '@/lib/staffMember';
import { TO_BE_UPDATED } from './DisclosureValue';
import './ResultsTable.css';

const COLUMNS = ['S.No.', 'Name', 'Designation', 'Qualification', 'Self-attested Document'] as const;

/**
 * Section D's list of teachers (the circular of 12 January 2026 asks for it teacher by teacher): each teacher of the
 * administration page's faculty with designation, qualification and self-attested document, in the faculty's order.
 * It scrolls inside its own box on a phone, as the results tables do.
 */
export function TeacherTable({ teachers, failed }: { teachers: readonly StaffMember[] | undefined; failed: boolean }) {
  const captionId = useId();
  const loading = teachers === undefined && !failed;
  return (
    <div className={loading ? 'results-table results-table--loading' : 'results-table'} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className="results-table__caption">
          List of Teachers
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teachers === undefined || teachers.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="results-table__message">
                {loading ? (
                  <div className="disclosure-value disclosure-value--text-1 disclosure-value--pending" aria-hidden="true" />
                ) : failed ? (
                  'The list of teachers could not be loaded.'
                ) : (
                  <span className="disclosure-value--missing">{TO_BE_UPDATED}</span>
                )}
              </td>
            </tr>
          ) : (
            teachers.map((teacher, index) => (
              <tr key={`${index}-${teacher.name}`}>
                <td>{index + 1}</td>
                <th scope="row">
                  <bdi>{teacher.name}</bdi>
                </th>
                <td>{teacher.designation ?? <span className="disclosure-value--missing">{TO_BE_UPDATED}</span>}</td>
                <td>
                  <bdi>{teacher.qualification ?? ''}</bdi>
                </td>
                <td>
                  {teacher.document ? (
                    <a className="results-table__link" href={teacher.document} target="_blank" rel="noopener noreferrer" data-print-address={teacher.document}>
                      View PDF<span className="visually-hidden"> of {teacher.name}’s document (opens in a new tab)</span>
                    </a>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
