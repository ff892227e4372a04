import type { ReactNode } from 'react';
import { EarlyScreen } from './EarlyScreen';
import { LoadError } from './LoadError';

/** What a section needs of a query (`useQuery`'s result, or several combined). */
export interface SectionQuery<TData> {
  data: TData | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DataSectionProps<TData> {
  query: SectionQuery<TData>;
  /** What could not be loaded, for the error line: 'the events'. */
  what: string;
  /**
   * The section's own text for no content ('No events added yet.'), or what to show instead (a message with a link);
   * without it an empty section renders nothing.
   */
  empty?: ReactNode;
  /** The error line, where the product words it itself (docs/product-rules.md#messages). */
  errorMessage?: (error: Error) => string;
  /** The content, given data that is neither empty (no items) nor missing (null). */
  children: (data: NonNullable<TData>) => ReactNode;
  /**
   * 'page' for a page's main list: it takes most of a screen in every state, so that nothing below it is in view
   * while it loads and nothing moves when its data (or its empty text) arrives.
   */
  reserve?: 'page';
  /**
   * With reserve 'page': while loading, a box where the entry shows the page's first screen before React has loaded
   * (src/components/EarlyScreen.tsx; the page's read in src/app/pageReads.ts says what it holds).
   */
  early?: boolean;
  /**
   * Shown while loading, below a 'Loading...' that only screen readers hear: content of the final size (blank
   * cards, say), so that nothing after the section moves when the data arrives. Hidden from assistive technology
   * and unfocusable.
   */
  placeholder?: ReactNode;
}

function isEmpty(data: unknown): boolean {
  return data === null || (Array.isArray(data) && data.length === 0);
}

/**
 * Every data section's four states in one place: 'Loading...', the error with Retry (a failed read, or one that
 * did not answer within the read timeout), the section's empty text, or the content. Data already shown stays
 * shown when a background refresh fails.
 */
export function DataSection<TData>({ reserve, early = false, ...section }: DataSectionProps<TData>) {
  if (!reserve) return sectionState(section);
  const { data, isError } = section.query;
  return (
    <div className="data-section--page">
      {sectionState(section)}
      {early && data === undefined && !isError && <EarlyScreen />}
    </div>
  );
}

function sectionState<TData>({ query, what, empty, errorMessage, placeholder, children }: Omit<DataSectionProps<TData>, 'reserve' | 'early'>) {
  const { data, error, isError, isFetching, refetch } = query;
  if (data === undefined) {
    if (isError && !isFetching) {
      return <LoadError what={what} message={errorMessage && error ? errorMessage(error) : undefined} onRetry={() => void refetch()} />;
    }
    if (placeholder) {
      return (
        <div>
          <p className="visually-hidden" aria-live="polite">
            Loading...
          </p>
          <div aria-hidden="true" inert>
            {placeholder}
          </div>
        </div>
      );
    }
    return (
      <p className="status-line" aria-live="polite">
        Loading...
      </p>
    );
  }
  if (isEmpty(data)) return typeof empty === 'string' ? <p className="status-line">{empty}</p> : (empty ?? null);
  return children(data as NonNullable<TData>);
}
