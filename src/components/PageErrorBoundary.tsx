import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useOnline } from '@/lib/useOnline';
import './PageErrorBoundary.css';

function PageError() {
  const online = useOnline();
  return (
    <div className="section page-error" role="alert">
      <h1 className="page-error__title">This page could not be shown</h1>
      {online ? (
        <p>
          Something went wrong while loading it. If the website was updated since you opened it, reloading fetches the
          new version.
        </p>
      ) : (
        <p>You're offline, and this page is not saved on this device: it needs a connection. Connect to the internet and reload.</p>
      )}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/**
 * Around a layout's page outlet: a page that fails to render, or whose code cannot be downloaded (a tab left open
 * across a deploy), shows a short message with Reload instead of an empty page. Another address clears it.
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={PageError}
      resetKeys={[resetKey]}
      onError={(error) => console.error('The page could not be shown.', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
