import { lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages, type AdminPageId } from '@/content/adminPages';
import { TitledPage } from '../TitledPage';

// Lazy: a visitor's browser never downloads the admin area or firebase/auth.
const LoginPage = lazy(() => import('@/features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const AdminArea = lazy(() => import('./AdminArea').then((m) => ({ default: m.AdminArea })));
const DashboardPage = lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard })));

/** Each admin page is its own chunk, loaded when an administrator opens it. */
const pageComponents: Record<AdminPageId, ComponentType> = {
  events: lazy(() => import('@/features/events/admin/EventsAdminPage').then((m) => ({ default: m.EventsAdminPage }))),
  announcements: lazy(() => import('@/features/announcements/admin/AnnouncementsAdminPage').then((m) => ({ default: m.AnnouncementsAdminPage }))),
  council: lazy(() => import('@/features/council/admin/CouncilAdminPage').then((m) => ({ default: m.CouncilAdminPage }))),
  links: lazy(() => import('@/features/links/admin/LinksAdminPage').then((m) => ({ default: m.LinksAdminPage }))),
  infrastructure: lazy(() => import('@/features/infrastructure/admin/InfrastructureAdminPage').then((m) => ({ default: m.InfrastructureAdminPage }))),
  'year-planner': lazy(() => import('@/features/year-planner/admin/YearPlannerAdminPage').then((m) => ({ default: m.YearPlannerAdminPage }))),
  achievements: lazy(() => import('@/features/achievements/admin/AchievementsAdminPage').then((m) => ({ default: m.AchievementsAdminPage }))),
  administration: lazy(() => import('@/features/administration/admin/AdministrationAdminPage').then((m) => ({ default: m.AdministrationAdminPage }))),
  disclosures: lazy(() => import('@/features/disclosures/admin/DisclosuresAdminPage').then((m) => ({ default: m.DisclosuresAdminPage }))),
  'mandatory-disclosure': lazy(() =>
    import('@/features/mandatory-disclosure/admin/MandatoryDisclosureAdminPage').then((m) => ({ default: m.MandatoryDisclosureAdminPage })),
  ),
  trash: lazy(() => import('@/features/trash/admin/TrashAdminPage').then((m) => ({ default: m.TrashAdminPage }))),
  activity: lazy(() => import('@/features/activity/admin/ActivityAdminPage').then((m) => ({ default: m.ActivityAdminPage }))),
  'fee-payment': lazy(() => import('@/features/fee-payment/admin/FeePaymentAdminPage').then((m) => ({ default: m.FeePaymentAdminPage }))),
};

/** The login page and, behind the guard, the dashboard and every admin page. */
export function adminRoutes() {
  return [
    <Route key="login" caseSensitive path={LOGIN_PATH} element={<TitledPage title="Staff sign-in" Page={LoginPage} />} />,
    <Route key="admin" element={<AdminArea />}>
      <Route caseSensitive path={DASHBOARD_PATH} element={<TitledPage title="Admin Dashboard" Page={DashboardPage} />} />
      {adminPages.map(({ id, path, title }) => (
        <Route key={id} caseSensitive path={path} element={<TitledPage title={`Manage ${title}`} Page={pageComponents[id]} />} />
      ))}
    </Route>,
  ];
}
