/**
 * What each prerendered page says about itself in its <head> (title, description, canonical address) and which
 * lazy modules it loads as it renders: for the build (src/entry-server.tsx) only, so none of it is sent to visitors
 * as script.
 */
import { tabTitle } from '@/components/useDocumentTitle';
import { school } from '@/content/school';
import { isPublicPageId, type PageId, type PublicPageId } from './pageIds';
import { adminPaths, prerenderedPages, type PrerenderedPage } from './prerenderedPages';
import { PUBLIC_PAGES } from './publicPages';

export interface PageHead {
  /** The id its HTML carries (pageIds.ts). */
  id: PageId;
  /**
   * The page's own address (its first path); a route with a parameter (`/Announcements/:id`) for a page served at
   * every address it matches, which has no canonical address in its file and is not in the sitemap (the page sets
   * its canonical address in the browser); or null for the not-found page.
   */
  path: string | null;
  /** The tab title, the school's name included. */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  /** The modules the page loads lazily as it first renders: the build links their scripts and styles. */
  sources: string[];
}

export const SITE_DESCRIPTION = `A ${school.board} school in ${school.city}, founded in ${school.foundedYear} by an educational trust. ${school.motto}.`;

/** Each page's description and the module it loads lazily as it first renders. */
const PAGE_HEADS: Record<PageId, { description: string; source: string }> = {
  '/': { description: SITE_DESCRIPTION, source: 'src/app/HomeSections.tsx' },
  '/about': {
    description: 'The history of the trust that runs the school: its founder, its objectives and its schools by city and board.',
    source: 'src/features/about/AboutPage.tsx',
  },
  '/InfrastructureSection': {
    description: 'The facilities of our Chennai campus, each with a gallery of photos.',
    source: 'src/features/infrastructure/InfrastructurePage.tsx',
  },
  '/overview': {
    description: 'The school at a glance: CBSE affiliation, languages offered, our vision and mission, and the uniform for each class.',
    source: 'src/features/overview/OverviewPage.tsx',
  },
  '/administration': {
    description: 'The office-bearers, the faculty departments and the non-teaching staff of the school.',
    source: 'src/features/administration/AdministrationPage.tsx',
  },
  '/ImportantLinks': {
    description: 'Links parents and students need, from the CBSE to the school’s own forms.',
    source: 'src/features/links/ImportantLinksPage.tsx',
  },
  '/FeePayment': {
    description: 'How to pay the school fees online, through the bank’s fee collection page.',
    source: 'src/features/fee-payment/FeePaymentPage.tsx',
  },
  '/OurEvents': {
    description: 'Photos from school events: annual day, sports day, celebrations and activities.',
    source: 'src/features/events/EventsPage.tsx',
  },
  '/Achievements': {
    description: 'Prizes and recognitions won by our students and the school.',
    source: 'src/features/achievements/AchievementsPage.tsx',
  },
  '/Announcements': {
    description: 'The latest notices from the school for parents and students.',
    source: 'src/features/announcements/AnnouncementsPage.tsx',
  },
  '/archive': {
    description: 'Earlier notices from the school, kept for reference.',
    source: 'src/features/announcements/ArchivePage.tsx',
  },
  '/Council': {
    description: 'The student council: its role and the students who lead it this year.',
    source: 'src/features/council/CouncilPage.tsx',
  },
  '/mandatory-public-disclosure': {
    description: 'The CBSE Mandatory Public Disclosure (Appendix IX): affiliation, certificates, results, staff and infrastructure, with links to the documents.',
    source: 'src/features/mandatory-disclosure/MandatoryDisclosurePage.tsx',
  },
  '/year-planner': {
    description: 'The academic year’s planner: terms, examinations, holidays and events.',
    source: 'src/features/year-planner/YearPlannerPage.tsx',
  },
  // Until the announcement is read: the page then sets its title, description and canonical address.
  '/Announcements/:id': {
    description: 'A notice from the school for parents and students.',
    source: 'src/features/announcements/AnnouncementPage.tsx',
  },
  '404': { description: SITE_DESCRIPTION, source: 'src/app/NotFoundPage.tsx' },
};

/** The tab titles of the pages that are not in PUBLIC_PAGES (null: the school's name alone). */
const OTHER_TITLES: Record<Exclude<PageId, PublicPageId>, string | null> = {
  '/': null,
  '/Announcements/:id': 'Announcement',
  '404': 'Page not found',
};

function headOf({ id, path }: PrerenderedPage): PageHead {
  const title = isPublicPageId(id) ? PUBLIC_PAGES[id].title : OTHER_TITLES[id];
  const { description, source } = PAGE_HEADS[id];
  return { id, path, title: tabTitle(title), description, sources: [source] };
}

/** The home page, every public page, the announcement page and the not-found page, in the order the build writes them. */
export const prerenderedHeads: PageHead[] = prerenderedPages.map(headOf);

/**
 * What robots.txt closes to crawlers: the admin area, by the start of its addresses only, so that the file does not
 * publish them.
 */
export const adminPathPrefixes = [...new Set(adminPaths.map((path) => path.replace(/^(\/[a-z]+-).*$/, '$1')))];
