import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageErrorBoundary } from '@/components/PageErrorBoundary';
import { UrgentNotices } from '@/features/announcements/UrgentNotices';
import { useScrollAnimations } from '@/components/useScrollAnimations';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import { PageLoadingContext } from './layout/pageLoading';
import { adminPaths } from './prerenderedPages';
import { SavedCopyNotice } from './layout/SavedCopyNotice';
import { useKeepPageForNextVisit } from './layout/useKeepPageForNextVisit';
import { useStartServiceWorker } from './layout/useStartServiceWorker';
import './PublicLayout.css';

/**
 * Stands in for a page while its code loads, and says so (`onShown`) for as long as it is shown: in a layout effect,
 * so that the footer knows before the browser next reports what is in view.
 */
function PageLoading({ onShown }: { onShown: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <p className="status-line">Loading...</p>
    </div>
  );
}

/**
 * A new page starts at its top, or at the element its address names (`#…`, a row the dashboard links to) when the
 * page already shows it; Back and Forward leave the browser's own scroll restoration alone.
 */
function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (named) named.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page, not a new #section of the same one
  }, [pathname, navigationType]);
}

/** The frame of every public page: skip link, top bar, the urgent notices, the page, the footer with the contact block. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const [pageLoading, setPageLoading] = useState(false);
  useScrollAnimations();
  useScrollToTopOnNavigation();
  useKeepPageForNextVisit();
  useStartServiceWorker();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      {!adminPaths.includes(pathname) && <UrgentNotices />}
      <main id="main" className="public-layout__main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading onShown={setPageLoading} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <PageLoadingContext value={pageLoading}>
        <Footer />
      </PageLoadingContext>
      <SavedCopyNotice />
    </div>
  );
}
