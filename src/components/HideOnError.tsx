import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** Renders nothing instead of its children when they fail to render: one broken section must not take the page down. */
export function HideOnError({ what, children }: { what: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error(`${what} could not be shown.`, error)}>
      {children}
    </ErrorBoundary>
  );
}
