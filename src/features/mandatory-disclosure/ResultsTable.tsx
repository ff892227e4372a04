import { useId } from 'react';
import type { ResultsRow } from './appendixIX';
import { formatCount, passPercentage } from './disclosureFigures';
import { TO_BE_UPDATED } from './DisclosureValue';
import type { ClassResults } from './mandatoryDisclosureService';
import './ResultsTable.css';

const COLUMNS = ['S.No.', 'Year', 'No. of Registered Students', 'No. of Students Passed', 'Pass Percentage', 'Remarks'] as const;

interface ResultsTableProps {
  row: ResultsRow;
  /** Undefined while loading, and for a class whose results were never saved. */
  results: ClassResults | undefined;
  loading: boolean;
}

/**
 * A class's Board results ("Result Class: X"), newest first, the pass percentage computed from the counts. A class
 * the school does not offer says so instead of an empty table. The table scrolls inside its own box on a phone.
 */
export function ResultsTable({ row, results, loading }: ResultsTableProps) {
  const captionId = useId();
  const notOffered = results?.offered === false;
  const rows = results?.rows ?? [];
  return (
    <div className={loading ? 'results-table results-table--loading' : 'results-table'} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className="results-table__caption">
          {row.label}
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
          {loading || notOffered || rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="results-table__message">
                {loading ? (
                  <div className="disclosure-value disclosure-value--text-1 disclosure-value--pending" aria-hidden="true" />
                ) : notOffered ? (
                  `Class ${row.className} is not offered by the school.`
                ) : (
                  <span className="disclosure-value--missing">{TO_BE_UPDATED}</span>
                )}
              </td>
            </tr>
          ) : (
            rows.map((result, index) => (
              <tr key={result.year}>
                <td>{index + 1}</td>
                <th scope="row">{result.year}</th>
                <td>{formatCount(result.registered)}</td>
                <td>{formatCount(result.passed)}</td>
                <td>{passPercentage(result) ?? '–'}</td>
                <td>{result.remarks ?? ''}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
