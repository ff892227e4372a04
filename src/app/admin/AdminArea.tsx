import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '@/components/PageErrorBoundary';
import { DASHBOARD_PATH } from '@/content/adminPages';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { SignOutButton } from '@/features/auth/SignOutButton';
import './AdminArea.css';

/**
 * Every admin page: behind the guard, with a bar leading back to the dashboard and a sign-out control that stay
 * while a page loads or if it fails.
 */
export function AdminArea() {
  const { pathname } = useLocation();
  return (
    <AdminGuard>
      <div className="admin-bar">
        <Link className="admin-bar__home" to={DASHBOARD_PATH}>
          Admin dashboard
        </Link>
        <SignOutButton />
      </div>
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<p className="status-line">Loading...</p>}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </AdminGuard>
  );
}
