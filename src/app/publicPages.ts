import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PublicPage {
  /** Every path of the page: the specification's route and its aliases (matching ignores case). */
  paths: string[];
  /** The tab title, before the school's name. */
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** Each page is its own chunk: a visitor downloads only the pages they open. */
export const publicPages: PublicPage[] = [
  { paths: ['/about'], title: 'About', Page: lazy(() => import('@/features/about/AboutPage').then((m) => ({ default: m.AboutPage }))) },
  {
    paths: ['/InfrastructureSection', '/infrastructure', '/Infrastructure'],
    title: 'Infrastructure',
    Page: lazy(() => import('@/features/infrastructure/InfrastructurePage').then((m) => ({ default: m.InfrastructurePage }))),
  },
  {
    paths: ['/overview', '/school-overview', '/Overview'],
    title: 'School Overview',
    Page: lazy(() => import('@/features/overview/OverviewPage').then((m) => ({ default: m.OverviewPage }))),
  },
  {
    paths: ['/administration', '/Administration'],
    title: 'Administration',
    Page: lazy(() => import('@/features/administration/AdministrationPage').then((m) => ({ default: m.AdministrationPage }))),
  },
  {
    paths: ['/ImportantLinks', '/Links'],
    title: 'Important Links',
    Page: lazy(() => import('@/features/links/ImportantLinksPage').then((m) => ({ default: m.ImportantLinksPage }))),
  },
  {
    paths: ['/FeePayment', '/Feepayment'],
    title: 'Fee Payment',
    Page: lazy(() => import('@/features/fee-payment/FeePaymentPage').then((m) => ({ default: m.FeePaymentPage }))),
  },
  {
    paths: ['/OurEvents', '/Events'],
    title: 'Events & Gallery',
    Page: lazy(() => import('@/features/events/EventsPage').then((m) => ({ default: m.EventsPage }))),
  },
  {
    paths: ['/Achievements', '/achievements'],
    title: 'Achievements',
    Page: lazy(() => import('@/features/achievements/AchievementsPage').then((m) => ({ default: m.AchievementsPage }))),
  },
  {
    paths: ['/Announcements'],
    title: 'Announcements',
    Page: lazy(() => import('@/features/announcements/AnnouncementsPage').then((m) => ({ default: m.AnnouncementsPage }))),
  },
  {
    paths: ['/archive'],
    title: 'Archived Announcements',
    Page: lazy(() => import('@/features/announcements/ArchivePage').then((m) => ({ default: m.ArchivePage }))),
  },
  {
    paths: ['/Council'],
    title: 'Student Council',
    Page: lazy(() => import('@/features/council/CouncilPage').then((m) => ({ default: m.CouncilPage }))),
  },
  {
    paths: ['/year-planner'],
    title: 'Year Planner',
    Page: lazy(() => import('@/features/year-planner/YearPlannerPage').then((m) => ({ default: m.YearPlannerPage }))),
  },
];
