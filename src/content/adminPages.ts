/**
 * The administrator area's addresses (docs/product-rules.md#admin-routes). They are deliberately not linked from the
 * public pages.
 */
export const LOGIN_PATH = '/auth-x8a9b7c-login';
export const DASHBOARD_PATH = '/dashboard-x8f91a2';

export type AdminPageId =
  | 'events'
  | 'announcements'
  | 'achievements'
  | 'links'
  | 'council'
  | 'infrastructure'
  | 'year-planner'
  | 'administration'
  | 'disclosures'
  | 'mandatory-disclosure'
  | 'trash'
  | 'activity'
  | 'fee-payment';

export interface AdminPageEntry {
  id: AdminPageId;
  path: string;
  /** The dashboard button's label, spelled exactly as docs/product-rules.md#admin-routes does ('Manage Adminstration'). */
  label: string;
  /** The page's heading and tab title. */
  title: string;
}

/** In the order of the dashboard's buttons (docs/product-rules.md#admin-routes). */
export const adminPages: AdminPageEntry[] = [
  { id: 'events', path: '/admin-a91b2c-events', label: 'Manage Events & Gallery', title: 'Events & Gallery' },
  { id: 'announcements', path: '/admin-h3k9d2-announcements', label: 'Manage Announcements', title: 'Announcements' },
  { id: 'achievements', path: '/admin-m5r8t1-achievements', label: 'Manage Achievements', title: 'Achievements' },
  { id: 'links', path: '/admin-q9w8e3-links', label: 'Manage Important Links', title: 'Important Links' },
  { id: 'council', path: '/admin-b2c4e5-council', label: 'Manage Council Members', title: 'Council Members' },
  { id: 'infrastructure', path: '/admin-p7o2r1-infra', label: 'Manage Infrastructure', title: 'Infrastructure' },
  { id: 'year-planner', path: '/admin-w6y4u7-year-planner', label: 'Manage Year Planner', title: 'Year Planner' },
  { id: 'administration', path: '/admin-administration', label: 'Manage Adminstration', title: 'Administration' },
  { id: 'disclosures', path: '/admin-d4s7c1-disclosures', label: 'Manage Disclosure Documents', title: 'Disclosure Documents' },
  { id: 'mandatory-disclosure', path: '/admin-k2v8n4-mandatory-disclosure', label: 'Manage Mandatory Disclosure', title: 'Mandatory Public Disclosure' },
  { id: 'trash', path: '/admin-t5r3a8-trash', label: 'Trash', title: 'Trash' },
  { id: 'activity', path: '/admin-l6g2c9-activity', label: 'Activity', title: 'Activity' },
  { id: 'fee-payment', path: '/admin-f3e8p2-fee-payment', label: 'Manage Fee Payment', title: 'Fee Payment' },
];
