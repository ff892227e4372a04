import { lazyPage, type LazyPage } from '@/lib/lazyPage';

export interface PublicPage {
  /** Every path of the page: the specification's route and its aliases (matching ignores case). */
  paths: string[];
  /** The tab title, before the school's name. */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  Page: LazyPage;
  /** The module `Page` loads, for the build to link its script and styles from the prerendered HTML. */
  source: string;
}

/** Each page is its own chunk: a visitor downloads only the pages they open. */
export const publicPages: PublicPage[] = [
  {
    paths: ['/about'],
    title: 'About',
    description: 'The history of the trust that runs the school: its founder, its objectives and its schools by city and board.',
    Page: lazyPage(() => import('@/features/about/AboutPage').then((m) => m.AboutPage)),
    source: 'src/features/about/AboutPage.tsx',
  },
  {
    paths: ['/InfrastructureSection', '/infrastructure', '/Infrastructure'],
    title: 'Infrastructure',
    description: 'The facilities of our Chennai campus, each with a gallery of photos.',
    Page: lazyPage(() => import('@/features/infrastructure/InfrastructurePage').then((m) => m.InfrastructurePage)),
    source: 'src/features/infrastructure/InfrastructurePage.tsx',
  },
  {
    paths: ['/overview', '/school-overview', '/Overview'],
    title: 'School Overview',
    description: 'The school at a glance: CBSE affiliation, languages offered, our vision and mission, and the uniform for each class.',
    Page: lazyPage(() => import('@/features/overview/OverviewPage').then((m) => m.OverviewPage)),
    source: 'src/features/overview/OverviewPage.tsx',
  },
  {
    paths: ['/administration', '/Administration'],
    title: 'Administration',
    description: 'The office-bearers, the faculty departments and the non-teaching staff of the school.',
    Page: lazyPage(() => import('@/features/administration/AdministrationPage').then((m) => m.AdministrationPage)),
    source: 'src/features/administration/AdministrationPage.tsx',
  },
  {
    paths: ['/ImportantLinks', '/Links'],
    title: 'Important Links',
    description: 'Links parents and students need, from the CBSE to the school’s own forms.',
    Page: lazyPage(() => import('@/features/links/ImportantLinksPage').then((m) => m.ImportantLinksPage)),
    source: 'src/features/links/ImportantLinksPage.tsx',
  },
  {
    paths: ['/FeePayment', '/Feepayment'],
    title: 'Fee Payment',
    description: 'How to pay the school fees online, through the bank’s fee collection page.',
    Page: lazyPage(() => import('@/features/fee-payment/FeePaymentPage').then((m) => m.FeePaymentPage)),
    source: 'src/features/fee-payment/FeePaymentPage.tsx',
  },
  {
    paths: ['/OurEvents', '/Events'],
    title: 'Events & Gallery',
    description: 'Photos from school events: annual day, sports day, celebrations and activities.',
    Page: lazyPage(() => import('@/features/events/EventsPage').then((m) => m.EventsPage)),
    source: 'src/features/events/EventsPage.tsx',
  },
  {
    paths: ['/Achievements', '/achievements'],
    title: 'Achievements',
    description: 'Prizes and recognitions won by our students and the school.',
    Page: lazyPage(() => import('@/features/achievements/AchievementsPage').then((m) => m.AchievementsPage)),
    source: 'src/features/achievements/AchievementsPage.tsx',
  },
  {
    paths: ['/Announcements'],
    title: 'Announcements',
    description: 'The latest notices from the school for parents and students.',
    Page: lazyPage(() => import('@/features/announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage)),
    source: 'src/features/announcements/AnnouncementsPage.tsx',
  },
  {
    paths: ['/archive'],
    title: 'Archived Announcements',
    description: 'Earlier notices from the school, kept for reference.',
    Page: lazyPage(() => import('@/features/announcements/ArchivePage').then((m) => m.ArchivePage)),
    source: 'src/features/announcements/ArchivePage.tsx',
  },
  {
    paths: ['/Council'],
    title: 'Student Council',
    description: 'The student council: its role and the students who lead it this year.',
    Page: lazyPage(() => import('@/features/council/CouncilPage').then((m) => m.CouncilPage)),
    source: 'src/features/council/CouncilPage.tsx',
  },
  {
    paths: ['/year-planner'],
    title: 'Year Planner',
    description: 'The academic year’s planner: terms, examinations, holidays and events.',
    Page: lazyPage(() => import('@/features/year-planner/YearPlannerPage').then((m) => m.YearPlannerPage)),
    source: 'src/features/year-planner/YearPlannerPage.tsx',
  },
];

/** What any other address shows. */
export const notFoundPage = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
