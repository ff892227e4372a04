/**
 * Each announcement's own address, `/Announcements/<id>`: the route, the link to it, and the id read back from an
 * address. The entry script reads it too (src/app/pageReads.ts), so it starts the read before React loads.
 */

/** The route of an announcement's page. */
export const ANNOUNCEMENT_ROUTE = '/Announcements/:id';

/** The address of an announcement's page. */
export const announcementPath = (id: string): string => `/Announcements/${encodeURIComponent(id)}`;

/**
 * The id in an announcement's address (`/Announcements/abc`, a trailing slash allowed, as the router matches it),
 * decoded; null for any other address (`/announcements/abc` too: Hosting answers it with a 404) or an undecodable one.
 */
export function announcementIdIn(pathname: string): string | null {
  const match = /^\/Announcements\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
