import { lazy, Suspense } from 'react';
import { adminPages } from '@/content/adminPages';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { DisclosureDashboardNotice } from '@/features/mandatory-disclosure/admin/CompletenessNotice';

const disclosurePath = adminPages.find((page) => page.id === 'mandatory-disclosure')?.path ?? '';

// Fetched after the dashboard: its count must not hold up the buttons.
const NewEnquiriesCount = lazy(() => import('@/features/admissions/admin/NewEnquiriesCount').then((m) => ({ default: m.NewEnquiriesCount })));

/**
 * The dashboard with what the office should see on signing in: the Mandatory Public Disclosure's missing and expiring
 * rows, and the count of new enquiries on 'Manage Admissions'.
 */
export function Dashboard() {
  const counts = {
    admissions: (
      <Suspense fallback={null}>
        <NewEnquiriesCount />
      </Suspense>
    ),
  };
  return <DashboardPage notices={<DisclosureDashboardNotice pagePath={disclosurePath} />} counts={counts} />;
}
