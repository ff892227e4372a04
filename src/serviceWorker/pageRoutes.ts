/**
 * Which prerendered file answers each public address, as firebase.json serves them (cleanUrls, each alias's
 * rewrite, one file for every announcement), and which addresses are the admin area's (its empty shell). Written
 * into the worker by the build (scripts/lib/service-worker.mjs), from the built pages and firebase.json.
 */
export interface PageRoutes {
  /** [a regular expression over the path, the file that answers it], in firebase.json's order. */
  pages: [string, string][];
  /** The admin area's paths, all answered by `adminShell`. */
  adminPaths: string[];
  adminShell: string;
}

export interface PageFile {
  file: string;
  admin: boolean;
}

/** The file that answers `pathname`, or null when it is no page of the site (the worker leaves it to the network). */
export function pageFileAt(routes: PageRoutes, pathname: string): PageFile | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (routes.adminPaths.includes(path)) return { file: routes.adminShell, admin: true };
  const page = routes.pages.find(([pattern]) => new RegExp(pattern).test(path));
  return page ? { file: page[1], admin: false } : null;
}
