import type { ResultsRow } from './appendixIX';
import { formatCount, passPercentage } from './disclosureFigures';
import { TO_BE_UPDATED } from './DisclosureValue';
import type { ClassResults } from './mandatoryDisclosureService';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['S.No.', 'Year', 'No. of Registered Students', 'No. of Students Passed', 'Pass Percentage', 'Remarks'] as const;

interface ResultsTableProps {
  row: ResultsRow;
  /** Undefined while loading, and for a class whose results were never saved. */
  results: ClassResults | undefined;
  loading: boolean;
}

/**
 * A class's Board results ("Result Class: X"), newest first, the pass percentage computed from the counts. A class
 * the school does not offer says so instead of an empty table.
 */
export function ResultsTable({ row, results, loading }: ResultsTableProps) {
  const rows = results?.rows ?? [];
  const message =
    results?.offered === false ? `Class ${row.className} is not offered by the school.` : rows.length === 0 ? <span className="disclosure-value--missing">{TO_BE_UPDATED}</span> : null;
  return (
    <ScrollTable caption={row.label} columns={COLUMNS} loading={loading} message={message}>
      {rows.map((result, index) => (
        <tr key={result.year}>
          <td>{index + 1}</td>
          <th scope="row">{result.year}</th>
          <td>{formatCount(result.registered)}</td>
          <td>{formatCount(result.passed)}</td>
          <td>{passPercentage(result) ?? '–'}</td>
          <td>{result.remarks ?? ''}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
