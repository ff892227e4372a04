/**
 * What each prerendered page says about itself in its <head> (title, description, canonical address), and which
 * prerendered page a browser address shows: the build writes one HTML file per public page (scripts/prerender.mjs),
 * and the browser hydrates that HTML only where it is the page the address shows.
 */
import { matchPath } from 'react-router-dom';
import { tabTitle } from '@/components/useDocumentTitle';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { school } from '@/content/school';
import { HomeSections } from './HomePage';
import { notFoundPage, publicPages } from './publicPages';

export interface PageHead {
  /** The page's own address (its first path), or null for the not-found page. */
  path: string | null;
  /** The tab title, the school's name included. */
  title: string;
  description: string;
  /** The modules the page loads lazily as it first renders: the build links their scripts and styles. */
  sources: string[];
  /** Loads them: the browser does before hydrating the page. */
  preload: () => Promise<void>;
}

export const SITE_DESCRIPTION = `A ${school.board} school in ${school.city}, founded in ${school.foundedYear} by an educational trust. ${school.motto}.`;

/** The home page, every public page and the not-found page: what the build prerenders. */
export const prerenderedHeads: PageHead[] = [
  { path: '/', title: tabTitle(null), description: SITE_DESCRIPTION, sources: ['src/app/HomeSections.tsx'], preload: HomeSections.preload },
  ...publicPages.map(({ paths, title, description, source, Page }) => ({
    path: paths[0] ?? '/',
    title: tabTitle(title),
    description,
    sources: [source],
    preload: Page.preload,
  })),
  {
    path: null,
    title: tabTitle('Page not found'),
    description: SITE_DESCRIPTION,
    sources: ['src/app/NotFoundPage.tsx'],
    preload: notFoundPage.preload,
  },
];

/** The id the prerendered HTML of a page carries (`<div id="root" data-page=…>`): its path, or '404'. */
export const pageIdOf = (head: PageHead): string => head.path ?? '404';

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null;

const adminPaths = [LOGIN_PATH, DASHBOARD_PATH, ...adminPages.map((page) => page.path)];

/**
 * What robots.txt closes to crawlers: the admin area, by the start of its addresses only, so that the file does not
 * publish them.
 */
export const adminPathPrefixes = [...new Set(adminPaths.map((path) => path.replace(/^(\/[a-z]+-).*$/, '$1')))];

/**
 * The prerendered page an address shows, as the router matches it (any case, a trailing slash allowed): the home
 * page, a public page (by any of its paths), null for the admin area (never prerendered), or else the not-found page.
 */
export function prerenderedHeadAt(pathname: string): PageHead | null {
  if (adminPaths.some((path) => matches(path, pathname))) return null;
  const page = publicPages.find(({ paths }) => paths.some((path) => matches(path, pathname)));
  const path = matches('/', pathname) ? '/' : (page?.paths[0] ?? null);
  return prerenderedHeads.find((head) => head.path === path) ?? null;
}
