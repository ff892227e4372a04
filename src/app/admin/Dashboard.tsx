import { adminPages } from '@/content/adminPages';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { DisclosureDashboardNotice } from '@/features/mandatory-disclosure/admin/CompletenessNotice';

const disclosurePath = adminPages.find((page) => page.id === 'mandatory-disclosure')?.path ?? '';

/** The dashboard with what the office should see on signing in: the Mandatory Public Disclosure's missing and expiring rows. */
export function Dashboard() {
  return <DashboardPage notices={<DisclosureDashboardNotice pagePath={disclosurePath} />} />;
}
