import { ANNOUNCEMENT_ROUTE } from '@/features/announcements/announcementAddress';
import { lazyPage, type LazyPage } from '@/lib/lazyPage';
import { PUBLIC_PAGE_IDS, type PageId, type PublicPageId } from './pageIds';

interface PublicPageEntry {
  /** Its other paths, each matched as written (as Hosting does): the page's own address is its id. */
  aliases: string[];
  /** The tab title, before the school's name. */
  title: string;
  Page: LazyPage;
}

/** Each page is its own chunk: a visitor downloads only the pages they open. */
export const PUBLIC_PAGES: Record<PublicPageId, PublicPageEntry> = {
  '/about': {
    aliases: [],
    title: 'About',
    Page: lazyPage(() => import('@/features/about/AboutPage').then((m) => m.AboutPage)),
  },
  '/InfrastructureSection': {
    aliases: ['/infrastructure', '/Infrastructure'],
    title: 'Infrastructure',
    Page: lazyPage(() => import('@/features/infrastructure/InfrastructurePage').then((m) => m.InfrastructurePage)),
  },
  '/overview': {
    aliases: ['/school-overview', '/Overview'],
    title: 'School Overview',
    Page: lazyPage(() => import('@/features/overview/OverviewPage').then((m) => m.OverviewPage)),
  },
  '/administration': {
    aliases: ['/Administration'],
    title: 'Administration',
    Page: lazyPage(() => import('@/features/administration/AdministrationPage').then((m) => m.AdministrationPage)),
  },
  '/ImportantLinks': {
    aliases: ['/Links'],
    title: 'Important Links',
    Page: lazyPage(() => import('@/features/links/ImportantLinksPage').then((m) => m.ImportantLinksPage)),
  },
  '/FeePayment': {
    aliases: ['/Feepayment'],
    title: 'Fee Payment',
    Page: lazyPage(() => import('@/features/fee-payment/FeePaymentPage').then((m) => m.FeePaymentPage)),
  },
  '/OurEvents': {
    aliases: ['/Events'],
    title: 'Events & Gallery',
    Page: lazyPage(() => import('@/features/events/EventsPage').then((m) => m.EventsPage)),
  },
  '/Achievements': {
    aliases: ['/achievements'],
    title: 'Achievements',
    Page: lazyPage(() => import('@/features/achievements/AchievementsPage').then((m) => m.AchievementsPage)),
  },
  '/Announcements': {
    aliases: [],
    title: 'Announcements',
    Page: lazyPage(() => import('@/features/announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage)),
  },
  '/archive': {
    aliases: [],
    title: 'Archived Announcements',
    Page: lazyPage(() => import('@/features/announcements/ArchivePage').then((m) => m.ArchivePage)),
  },
  '/Council': {
    aliases: [],
    title: 'Student Council',
    Page: lazyPage(() => import('@/features/council/CouncilPage').then((m) => m.CouncilPage)),
  },
  '/year-planner': {
    aliases: [],
    title: 'Year Planner',
    Page: lazyPage(() => import('@/features/year-planner/YearPlannerPage').then((m) => m.YearPlannerPage)),
  },
  '/mandatory-public-disclosure': {
    aliases: ['/mandatory-disclosure', '/MandatoryPublicDisclosure'],
    title: 'Mandatory Public Disclosure',
    Page: lazyPage(() => import('@/features/mandatory-disclosure/MandatoryDisclosurePage').then((m) => m.MandatoryDisclosurePage)),
  },
};

export interface PublicPage extends Omit<PublicPageEntry, 'aliases'> {
  id: PublicPageId;
  /** Every path of the page, its own address (its id) first, then its aliases. */
  paths: string[];
}

/** Every public page with an address of its own, in the order of PUBLIC_PAGE_IDS. */
export const publicPages: PublicPage[] = PUBLIC_PAGE_IDS.map((id) => {
  const { aliases, ...page } = PUBLIC_PAGES[id];
  return { id, paths: [id, ...aliases], ...page };
});

/**
 * A page with an address of its own for each item, read in the browser: its route has a parameter (`:id`), and it
 * sets its own title once the item is read. The build prerenders it once, loading, and Hosting serves that file at
 * every address the route matches (firebase.json).
 */
export interface ItemPage {
  /** The route, which is its page id. */
  route: PageId;
  Page: LazyPage;
}

/** Each announcement at `/Announcements/<id>`. */
export const announcementPage: ItemPage = {
  route: ANNOUNCEMENT_ROUTE,
  Page: lazyPage(() => import('@/features/announcements/AnnouncementPage').then((m) => m.AnnouncementPage)),
};

/** What any other address shows. */
export const notFoundPage = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
