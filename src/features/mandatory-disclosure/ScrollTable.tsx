import { useId, type ReactNode } from 'react';
import './ResultsTable.css';

interface ScrollTableProps {
  caption: string;
  columns: readonly string[];
  /** Blank bars in place of the rows while they load. */
  loading: boolean;
  /** Said in one row instead of the rows ("To be updated", "Class XII is not offered …"); null when there are rows. */
  message: ReactNode;
  /** The rows, when there is no message. */
  children: ReactNode;
}

/**
 * A table of the disclosure under its section (a class's Board results, the list of teachers): its caption and columns
 * in the first HTML, its rows as data; on a phone it scrolls inside its own box, never the page.
 */
export function ScrollTable({ caption, columns, loading, message, children }: ScrollTableProps) {
  const captionId = useId();
  return (
    <div className={loading ? 'results-table results-table--loading' : 'results-table'} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className="results-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading || message !== null ? (
            <tr>
              <td colSpan={columns.length} className="results-table__message">
                {loading ? <div className="disclosure-value disclosure-value--text-1 disclosure-value--pending" aria-hidden="true" /> : message}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
