/**
 * What each prerendered page says about itself in its <head> (title, description, canonical address) and which
 * lazy modules it loads as it renders: for the build (src/entry-server.tsx) only, so none of it is sent to visitors
 * as script.
 */
import { tabTitle } from '@/components/useDocumentTitle';
import { school } from '@/content/school';
import type { PageId, PublicPageId } from './pageIds';
import { adminPaths, prerenderedPages, type PrerenderedPage } from './prerenderedPages';
import { publicPages } from './publicPages';

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

/** One sentence for search results and link previews, for each page of the registry (src/content/areas.ts). */
const DESCRIPTIONS: Record<PublicPageId, string> = {
  '/about': 'The history of the trust that runs the school: its founder, its objectives and its schools by city and board.',
  '/InfrastructureSection': 'The facilities of our Chennai campus, each with a gallery of photos.',
  '/overview': 'The school at a glance: CBSE affiliation, languages offered, our vision and mission, and the uniform for each class.',
  '/administration': 'The office-bearers, the faculty departments and the non-teaching staff of the school.',
  '/ImportantLinks': 'Links parents and students need, from the CBSE to the school’s own forms.',
  '/FeePayment': 'How to pay the school fees online, through the bank’s fee collection page.',
  '/OurEvents': 'Photos from school events: annual day, sports day, celebrations and activities.',
  '/Achievements': 'Prizes and recognitions won by our students and the school.',
  '/Announcements': 'The latest notices from the school for parents and students.',
  '/archive': 'Earlier notices from the school, kept for reference.',
  '/Council': 'The student council: its role and the students who lead it this year.',
  '/year-planner': 'The academic year’s planner: terms, examinations, holidays and events.',
  '/mandatory-public-disclosure':
    'The CBSE Mandatory Public Disclosure (Appendix IX): affiliation, certificates, results, staff and infrastructure, with links to the documents.',
  '/admissions': 'Admissions: the classes open, the age each needs, the steps and documents, and an enquiry form the office calls back on.',
};

type OtherPageId = Exclude<PageId, PublicPageId>;

/**
 * The pages that are not the registry's: their tab title (null: the school's name alone), description and the module
 * each loads lazily as it first renders.
 */
const OTHER_HEADS: Record<OtherPageId, { title: string | null; description: string; source: string }> = {
  '/': { title: null, description: SITE_DESCRIPTION, source: 'src/app/HomeSections.tsx' },
  // Until the announcement is read: the page then sets its title, description and canonical address.
  '/Announcements/:id': {
    title: 'Announcement',
    description: 'A notice from the school for parents and students.',
    source: 'src/features/announcements/AnnouncementPage.tsx',
  },
  '404': { title: 'Page not found', description: SITE_DESCRIPTION, source: 'src/app/NotFoundPage.tsx' },
};

function headOf({ id, path }: PrerenderedPage): PageHead {
  const page = publicPages.find((candidate) => candidate.id === id);
  const { title, description, source } = page ? { ...page, description: DESCRIPTIONS[page.id] } : OTHER_HEADS[id as OtherPageId];
  return { id, path, title: tabTitle(title), description, sources: [source] };
}

/** The home page, every public page, the announcement page and the not-found page, in the order the build writes them. */
export const prerenderedHeads: PageHead[] = prerenderedPages.map(headOf);

/**
 * What robots.txt closes to crawlers: the admin area, by the start of its addresses only, so that the file does not
 * publish them.
 */
export const adminPathPrefixes = [...new Set(adminPaths.map((path) => path.replace(/^(\/[a-z]+-).*$/, '$1')))];
