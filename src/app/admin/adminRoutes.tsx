import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { featureComponent } from '../featureComponents';
import { TitledPage } from '../TitledPage';

// Lazy: a visitor's browser never downloads the admin area or firebase/auth.
const LoginPage = lazy(() => import('@/features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const AdminArea = lazy(() => import('./AdminArea').then((m) => ({ default: m.AdminArea })));
const DashboardPage = lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard })));

/** Each admin page is its own chunk, loaded when an administrator opens it (the registry's, src/content/areas.ts). */
const adminPageRoutes = adminPages.map(({ id, path, title, component }) => {
  const load = featureComponent(`src/features/${id}/admin/${component}.tsx`);
  return { id, path, title, Page: lazy(() => load().then((page) => ({ default: page }))) };
});

/** The login page and, behind the guard, the dashboard and every admin page. */
export function adminRoutes() {
  return [
    <Route key="login" caseSensitive path={LOGIN_PATH} element={<TitledPage title="Staff sign-in" Page={LoginPage} />} />,
    <Route key="admin" element={<AdminArea />}>
      <Route caseSensitive path={DASHBOARD_PATH} element={<TitledPage title="Admin Dashboard" Page={DashboardPage} />} />
      {adminPageRoutes.map(({ id, path, title, Page }) => (
        <Route key={id} caseSensitive path={path} element={<TitledPage title={`Manage ${title}`} Page={Page} />} />
      ))}
    </Route>,
  ];
}
