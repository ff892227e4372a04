/** Expected values read from the seed (scripts/seed/data.mjs), so the tests never hard-code demo content. */
import { SITE_DOCUMENT_ID, seedDocuments } from '../../scripts/seed/data.mjs';

export type Seeded = Record<string, unknown>;

/** The seeded documents whose path starts with `prefix`, with the rest of the path as their id. */
export function seededDocuments(prefix: string): (Seeded & { id: string })[] {
  return seedDocuments()
    .filter(({ path }) => path.startsWith(prefix))
    .map(({ path, data }) => ({ ...(data as Seeded), id: path.slice(prefix.length) }));
}

/** The data of the seeded document at exactly `path` (undefined if there is none). */
export function seededDocument(path: string): Seeded | undefined {
  return seedDocuments().find((document) => document.path === path)?.data as Seeded | undefined;
}

/** The site document that holds the staff lists (`faculty`, `nonTeaching`). */
export const SITE_DOCUMENT = `admins/${SITE_DOCUMENT_ID}`;

export const byPriority = (a: Seeded, b: Seeded) => (a.priority as number) - (b.priority as number);

/** What visitors see: the documents with a numeric priority, ascending. */
export function visibleByPriority<T extends Seeded>(documents: T[]): T[] {
  return documents.filter((document) => typeof document.priority === 'number').sort(byPriority);
}

/** What visitors never see: the documents whose priority is not a number. */
export function hiddenByPriority<T extends Seeded>(documents: T[]): T[] {
  return documents.filter((document) => typeof document.priority !== 'number');
}

/** The titles of the documents, in the order given. */
export const titlesOf = (documents: Seeded[]): string[] => documents.map((document) => document.title as string);

export interface SeededAnnouncement {
  id: string;
  title: string;
  datePosted: Date;
  archived: boolean;
  imageUrls: string[];
  draft?: boolean;
}

const allSeededAnnouncements = () => seededDocuments('announcements/') as unknown as SeededAnnouncement[];

/** The seeded announcements visitors see: not the draft, not the one scheduled for tomorrow. */
export const seededAnnouncements = () => allSeededAnnouncements().filter((announcement) => !announcement.draft && announcement.datePosted <= new Date());

/** The seeded announcements visitors do not see yet: the draft and the one scheduled for tomorrow. */
export const unpublishedAnnouncements = () => allSeededAnnouncements().filter((announcement) => announcement.draft === true || announcement.datePosted > new Date());

export const newestFirst = (a: SeededAnnouncement, b: SeededAnnouncement) => b.datePosted.getTime() - a.datePosted.getTime();

/**
 * An address of a prerendered page: its path, or for a route with a parameter (an announcement's page) the address
 * of the newest seeded active announcement.
 */
export function addressOf(path: string): string {
  const newest = seededAnnouncements().filter((announcement) => !announcement.archived).sort(newestFirst)[0];
  return path.replace('/Announcements/:id', `/Announcements/${newest?.id ?? 'none'}`);
}
