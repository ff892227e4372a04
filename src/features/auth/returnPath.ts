/**
 * Where the login page sends an administrator after signing in: the admin page the guard turned them away from
 * (its path, search and hash), else the dashboard. The guard hands that page over in React Router's location state
 * (`LoginState`), which no link from outside can set; it is still checked, as anything read from history is: only the
 * dashboard and the admin pages' own paths are ever returned to, never another site or a public page.
 */
import { DASHBOARD_PATH, adminPages } from '@/content/adminPages';

/** What AdminGuard gives the login page: the address it was asked for. */
export interface LoginState {
  from: { pathname: string; search: string; hash: string };
}

const RETURNABLE_PATHS: ReadonlySet<string> = new Set([DASHBOARD_PATH, ...adminPages.map((page) => page.path)]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `part` if it is an empty string or a string that starts with `mark` ('?' for a search, '#' for a hash), else null. */
const partStartingWith = (part: unknown, mark: '?' | '#'): string | null => (part === '' || (typeof part === 'string' && part.startsWith(mark)) ? part : null);

/** The address to go to after signing in, given the login page's location state. */
export function returnPath(state: unknown): string {
  const from = isRecord(state) ? state.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string' || !RETURNABLE_PATHS.has(from.pathname)) return DASHBOARD_PATH;
  const search = partStartingWith(from.search ?? '', '?');
  const hash = partStartingWith(from.hash ?? '', '#');
  if (search === null || hash === null) return DASHBOARD_PATH;
  return `${from.pathname}${search}${hash}`;
}
