import { ANNOUNCEMENT_ROUTE } from '@/features/announcements/announcementAddress';
import { lazyPage, type LazyPage } from '@/lib/lazyPage';

export interface PublicPage {
  /** Every path of the page: the specification's route and its aliases, each matched as written (as Hosting does). */
  paths: string[];
  /** The tab title, before the school's name. */
  title: string;
  Page: LazyPage;
}

/** Each page is its own chunk: a visitor downloads only the pages they open. */
export const publicPages: PublicPage[] = [
  {
    paths: ['/about'],
    title: 'About',
    Page: lazyPage(() => import('@/features/about/AboutPage').then((m) => m.AboutPage)),
  },
  {
    paths: ['/InfrastructureSection', '/infrastructure', '/Infrastructure'],
    title: 'Infrastructure',
    Page: lazyPage(() => import('@/features/infrastructure/InfrastructurePage').then((m) => m.InfrastructurePage)),
  },
  {
    paths: ['/overview', '/school-overview', '/Overview'],
    title: 'School Overview',
    Page: lazyPage(() => import('@/features/overview/OverviewPage').then((m) => m.OverviewPage)),
  },
  {
    paths: ['/administration', '/Administration'],
    title: 'Administration',
    Page: lazyPage(() => import('@/features/administration/AdministrationPage').then((m) => m.AdministrationPage)),
  },
  {
    paths: ['/ImportantLinks', '/Links'],
    title: 'Important Links',
    Page: lazyPage(() => import('@/features/links/ImportantLinksPage').then((m) => m.ImportantLinksPage)),
  },
  {
    paths: ['/FeePayment', '/Feepayment'],
    title: 'Fee Payment',
    Page: lazyPage(() => import('@/features/fee-payment/FeePaymentPage').then((m) => m.FeePaymentPage)),
  },
  {
    paths: ['/OurEvents', '/Events'],
    title: 'Events & Gallery',
    Page: lazyPage(() => import('@/features/events/EventsPage').then((m) => m.EventsPage)),
  },
  {
    paths: ['/Achievements', '/achievements'],
    title: 'Achievements',
    Page: lazyPage(() => import('@/features/achievements/AchievementsPage').then((m) => m.AchievementsPage)),
  },
  {
    paths: ['/Announcements'],
    title: 'Announcements',
    Page: lazyPage(() => import('@/features/announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage)),
  },
  {
    paths: ['/archive'],
    title: 'Archived Announcements',
    Page: lazyPage(() => import('@/features/announcements/ArchivePage').then((m) => m.ArchivePage)),
  },
  {
    paths: ['/Council'],
    title: 'Student Council',
    Page: lazyPage(() => import('@/features/council/CouncilPage').then((m) => m.CouncilPage)),
  },
  {
    paths: ['/year-planner'],
    title: 'Year Planner',
    Page: lazyPage(() => import('@/features/year-planner/YearPlannerPage').then((m) => m.YearPlannerPage)),
  },
  {
    paths: ['/mandatory-public-disclosure', '/mandatory-disclosure', '/MandatoryPublicDisclosure'],
    title: 'Mandatory Public Disclosure',
    Page: lazyPage(() => import('@/features/mandatory-disclosure/MandatoryDisclosurePage').then((m) => m.MandatoryDisclosurePage)),
  },
];

/**
 * A page with an address of its own for each item, read in the browser: its route has a parameter (`:id`), and it
 * sets its own title once the item is read. The build prerenders it once, loading, and Hosting serves that file at
 * every address the route matches (firebase.json).
 */
export interface ItemPage {
  route: string;
  Page: LazyPage;
}

/** Each announcement at `/Announcements/<id>`. */
export const announcementPage: ItemPage = {
  route: ANNOUNCEMENT_ROUTE,
  Page: lazyPage(() => import('@/features/announcements/AnnouncementPage').then((m) => m.AnnouncementPage)),
};

/** What any other address shows. */
export const notFoundPage = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
