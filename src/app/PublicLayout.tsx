import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageErrorBoundary } from '@/components/PageErrorBoundary';
import { useScrollAnimations } from '@/components/useScrollAnimations';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import './PublicLayout.css';

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <p className="status-line">Loading...</p>
    </div>
  );
}

/** A new page starts at its top; Back and Forward leave the browser's own scroll restoration alone. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The frame of every public page: skip link, top bar, the page, the footer with the contact block. */
export function PublicLayout() {
  const { pathname } = useLocation();
  useScrollAnimations();
  useScrollToTopOnNavigation();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="public-layout__main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
