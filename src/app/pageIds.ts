/**
 * Every prerendered page, by one id: the key of the entry's table of first reads (pageReads.ts), so that a page missing
 * from it fails the type check; the pages themselves are the registry's (src/content/areas.ts). A public page's id is its own
 * address (its first path), which its HTML carries (`<div id="root" data-page>`). Part of the small entry
 * (pageReads.ts).
 */
import type { AreaPagePath } from '@/content/areas';
import { ANNOUNCEMENT_ROUTE } from '@/features/announcements/announcementAddress';

/** The public pages with an address of their own, in the order of the route table, the build and the sitemap. */
export const PUBLIC_PAGE_IDS = [
  '/about',
  '/InfrastructureSection',
  '/overview',
  '/administration',
  '/ImportantLinks',
  '/FeePayment',
  '/OurEvents',
  '/Achievements',
  '/Announcements',
  '/archive',
  '/Council',
  '/year-planner',
  '/mandatory-public-disclosure',
  '/admissions',
] as const satisfies readonly AreaPagePath[];

export type PublicPageId = (typeof PUBLIC_PAGE_IDS)[number];

/** What any other address shows. */
export const NOT_FOUND_PAGE_ID = '404';

/**
 * The home page, every public page, an announcement's page (by its route: one file serves every announcement) and
 * the not-found page.
 */
export type PageId = '/' | PublicPageId | typeof ANNOUNCEMENT_ROUTE | typeof NOT_FOUND_PAGE_ID;

const pageIds: readonly string[] = ['/', ...PUBLIC_PAGE_IDS, ANNOUNCEMENT_ROUTE, NOT_FOUND_PAGE_ID];

/** Whether `id` (as a prerendered page's HTML carries it) names a page. */
export const isPageId = (id: string): id is PageId => pageIds.includes(id);
