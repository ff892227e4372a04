/**
 * The pages the build prerenders (scripts/prerender.mjs), as the browser needs to know them: which one an address
 * shows, and how to load its lazy parts before hydrating it. Their <head> is in pageHeads.ts, for the build only.
 */
import { matchPath } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { HomeSections } from './HomePage';
import { NOT_FOUND_PAGE_ID, type PageId } from './pageIds';
import { announcementPage, notFoundPage, publicPages } from './publicPages';

export interface PrerenderedPage {
  /** The id its HTML carries (`<div id="root" data-page=…>`): its path (or route), or '404'. */
  id: PageId;
  /**
   * The page's own address (its first path); the route, with its parameter, of a page served at every address the
   * route matches (an announcement's: `/Announcements/:id`); or null for the not-found page.
   */
  path: string | null;
  /** Loads the parts the page loads lazily as it first renders: the browser does before hydrating it. */
  preload: () => Promise<void>;
}

/** The home page, every public page, the announcement page (one file for every announcement) and the not-found page. */
export const prerenderedPages: PrerenderedPage[] = [
  { id: '/', path: '/', preload: HomeSections.preload },
  ...publicPages.map(({ id, Page }) => ({ id, path: id, preload: Page.preload })),
  { id: announcementPage.route, path: announcementPage.route, preload: announcementPage.Page.preload },
  { id: NOT_FOUND_PAGE_ID, path: null, preload: notFoundPage.preload },
];

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null;

export const adminPaths = [LOGIN_PATH, DASHBOARD_PATH, ...adminPages.map((page) => page.path)];

/**
 * The prerendered page an address shows, as the router matches it (as written, a trailing slash allowed): the home
 * page, a public page (by any of its paths), an announcement's page, null for the admin area (never prerendered),
 * or else the not-found page.
 */
export function prerenderedPageAt(pathname: string): PrerenderedPage | null {
  if (adminPaths.some((path) => matches(path, pathname))) return null;
  const page = publicPages.find(({ paths }) => paths.some((path) => matches(path, pathname)));
  const itemRoute = matches(announcementPage.route, pathname) ? announcementPage.route : null;
  const path = matches('/', pathname) ? '/' : (page?.id ?? itemRoute);
  return prerenderedPages.find((candidate) => candidate.path === path) ?? null;
}
