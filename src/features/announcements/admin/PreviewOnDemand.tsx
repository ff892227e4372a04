import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { AnnouncementPreviewProps } from './AnnouncementPreview';

// The preview (the public page's detail in a dialog) is fetched the first time one is opened: an office phone posting a
// notice does not download it.
const AnnouncementPreview = lazy(() => import('./AnnouncementPreview').then((module) => ({ default: module.AnnouncementPreview })));

const PREVIEW_FAILED = '❌ The preview could not be loaded. Check the connection, then reload the page to try again.';

/** The preview of a notice, fetched when first opened; if it cannot be, the place it was asked from says so. */
export function PreviewOnDemand(props: AnnouncementPreviewProps) {
  return (
    <ErrorBoundary fallback={<p className="form-status form-status--error" role="alert">{PREVIEW_FAILED}</p>}>
      <Suspense fallback={<p className="status-line" role="status">Loading the preview…</p>}>
        <AnnouncementPreview {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
