import type { StaffMember } from '@/lib/staffMember';
import { TO_BE_UPDATED } from './DisclosureValue';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['S.No.', 'Name', 'Designation', 'Qualification', 'Self-attested Document'] as const;

const missing = <span className="disclosure-value--missing">{TO_BE_UPDATED}</span>;

/**
 * Section D's list of teachers (the circular of 12 January 2026 asks for it teacher by teacher): each teacher of the
 * administration page's faculty with designation, qualification and self-attested document, in the faculty's order.
 */
export function TeacherTable({ teachers, failed }: { teachers: readonly StaffMember[] | undefined; failed: boolean }) {
  const message = failed && teachers === undefined ? 'The list of teachers could not be loaded.' : teachers?.length === 0 ? missing : null;
  return (
    <ScrollTable caption="List of Teachers" columns={COLUMNS} loading={teachers === undefined && !failed} message={message}>
      {teachers?.map((teacher, index) => (
        <tr key={`${index}-${teacher.name}`}>
          <td>{index + 1}</td>
          <th scope="row">
            <bdi>{teacher.name}</bdi>
          </th>
          <td>{teacher.designation ?? missing}</td>
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
      ))}
    </ScrollTable>
  );
}
