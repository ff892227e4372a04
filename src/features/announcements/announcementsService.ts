import { concerns, readAudience, type Audience } from '@/lib/audience';
import { readBoolean, readDate, readImageList, readText, type DocumentData } from '@/lib/documentFields';
import { FirestoreReadError, getDocument, isDocumentId, runQuery, runTimedQuery, type CollectionQuery } from '@/lib/firestoreRest';
import { readAttachments, type Attachment } from './attachments';

/** How many announcements the home page and the announcements page show. */
export const LATEST_ANNOUNCEMENTS = 3;

export interface Announcement {
  id: string;
  title: string;
  content: string;
  imageUrls: string[];
  /** PDFs attached to it (none for announcements posted before attachments existed). */
  attachments: Attachment[];
  /** When visitors first see it: when it was posted, or when it is scheduled to appear. */
  datePosted: Date | null;
  archived: boolean;
  /** A draft: visitors never see it (stored dated 31 December 9999). */
  draft: boolean;
  /** When it moves to the archive for visitors, if a time was set. */
  takeDownAt: Date | null;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
  /** The classes it is for; empty for the whole school (every notice posted before audiences existed). */
  audience: Audience;
  /** Until when it stands at the top of every page as urgent (at most 7 days after it appears); null: not urgent. */
  urgentUntil: Date | null;
}

export const ANNOUNCEMENTS = 'announcements';

/** An announcement as stored (read over REST, or by the admin area through the SDK). */
export function toAnnouncement(id: string, data: DocumentData): Announcement {
  return {
    id,
    title: readText(data, 'title') ?? '',
    content: readText(data, 'content') ?? '',
    imageUrls: readImageList(data, 'imageUrls'),
    attachments: readAttachments(data, 'attachments'),
    datePosted: readDate(data, 'datePosted'),
    archived: readBoolean(data, 'archived'),
    draft: readBoolean(data, 'draft'),
    takeDownAt: readDate(data, 'takeDownAt'),
    updatedAt: readDate(data, 'updatedAt'),
    audience: readAudience(data),
    urgentUntil: readDate(data, 'urgentUntil'),
  };
}

/** Whether visitors now find it in the archive: archived, or past the take-down time it was given. */
export const isArchivedFor = (announcement: Pick<Announcement, 'archived' | 'takeDownAt'>, now: Date = new Date()): boolean =>
  announcement.archived || (announcement.takeDownAt !== null && announcement.takeDownAt <= now);

/** Whether visitors now see it as urgent: published, not archived, and its urgent time not yet over. */
export const isUrgentFor = (announcement: Announcement, now: Date = new Date()): boolean =>
  !announcement.draft &&
  announcement.urgentUntil !== null &&
  announcement.urgentUntil > now &&
  announcement.datePosted !== null &&
  announcement.datePosted <= now &&
  !isArchivedFor(announcement, now);

// --- What visitors may read: announcements dated up to now -------------------------------------------------------
// The rules let a visitor read an announcement once its datePosted has come (a draft is dated 9999, a scheduled one
// when it is to appear), and a query must ask for no more: `datePosted <= t` with t not after the server's time of
// the read. Reads ask up to the time this device says; if they are refused (its clock is fast), they ask the server
// its time and ask again, from then on with the difference: a skewed clock still gets the published list.

/** The server's clock minus this device's, once a refused read has shown that the device's is fast. */
let serverOffsetMs = 0;

/** The latest datePosted visitors' reads ask for: now, by the server's clock as far as this device knows it. */
const publishedUntil = (): Date => new Date(Date.now() + serverOffsetMs);

/** The server's time: the time of a read that asks for nothing a visitor may not read (no announcement is dated 1970). */
async function serverTime(): Promise<Date> {
  const { readTime } = await runTimedQuery(ANNOUNCEMENTS, {
    where: { field: 'datePosted', op: 'LESS_THAN_OR_EQUAL', value: new Date(0) },
    orderBy: { field: 'datePosted', direction: 'DESCENDING' },
    limit: 1,
  });
  if (!readTime) throw new Error('Firestore did not give the time of its read.');
  return readTime;
}

/** `read` up to publishedUntil(); refused (this device's clock is fast), once more with the server's time learnt. */
export async function readPublished<T>(read: (until: Date) => Promise<T>): Promise<T> {
  try {
    return await read(publishedUntil());
  } catch (error) {
    if (!(error instanceof FirestoreReadError && error.status === 403)) throw error;
    // A second less than the server's time, for the time the answer took to come.
    serverOffsetMs = (await serverTime()).getTime() - Date.now() - 1000;
    return read(publishedUntil());
  }
}

/** Where a page of the active notices starts: after this notice (newest first, so older than it). */
export interface NoticeCursor {
  datePosted: Date;
  id: string;
}

/** A page of the notices a visitor sees, newest first, and where the next one starts (null: there is none). */
export interface NoticePage {
  announcements: Announcement[];
  next: NoticeCursor | null;
}

/** The query of published announcements stored as active (or archived) up to `until`, newest first. */
const publishedQuery = (archived: boolean, until: Date, max: number, after?: NoticeCursor): CollectionQuery => ({
  sameAs: `announcements archived=${archived} limit=${max}${after ? ` after=${after.id}` : ''}`,
  where: [
    { field: 'archived', op: 'EQUAL', value: archived },
    { field: 'datePosted', op: 'LESS_THAN_OR_EQUAL', value: until },
  ],
  orderBy: { field: 'datePosted', direction: 'DESCENDING' },
  limit: max,
  startAfter: after && { value: after.datePosted, id: after.id },
});

/** How many more than it shows a page reads, in case some of the newest have passed their take-down time. */
const TAKEN_DOWN_ALLOWANCE = 5;

/** How many older notices each 'Show older notices' adds. */
export const OLDER_NOTICES_PAGE = 5;

const cursorOf = (announcement: Announcement): NoticeCursor | null =>
  announcement.datePosted && { datePosted: announcement.datePosted, id: announcement.id };

/**
 * How many more a page reads for a device that chose classes: the notices of other classes are read and left out, and
 * the page must still find `count` of its own (in one request: the entry script starts it, src/app/pageReads.ts).
 */
const OTHER_CLASSES_ALLOWANCE = 12;

/**
 * `count` active notices a visitor sees (published, not past their take-down time, for the whole school or one of
 * `classes` when the device chose some), newest first, after `after` (from the newest when null), and where the next
 * page starts.
 */
export async function listActiveAnnouncements(after: NoticeCursor | null, count: number, classes: Audience = []): Promise<NoticePage> {
  const max = count + TAKEN_DOWN_ALLOWANCE + (classes.length > 0 ? OTHER_CLASSES_ALLOWANCE : 0);
  const read = await readPublished(async (until) => {
    const documents = await runQuery(ANNOUNCEMENTS, publishedQuery(false, until, max, after ?? undefined));
    return documents.map(({ id, data }) => toAnnouncement(id, data));
  });
  const shown = read.filter((announcement) => !isArchivedFor(announcement) && concerns(announcement.audience, classes));
  const announcements = shown.slice(0, count);
  // More after this page: a notice read but not shown, or a full read (the database may hold more beyond it).
  const last = shown.length > count ? announcements.at(-1) : read.length === max ? read.at(-1) : undefined;
  return { announcements, next: last ? cursorOf(last) : null };
}

/** The latest active announcements (of the device's classes, when it chose some): the home page and the first view of the announcements page. */
export async function listLatestAnnouncements(classes: Audience = []): Promise<Announcement[]> {
  return (await listActiveAnnouncements(null, LATEST_ANNOUNCEMENTS, classes)).announcements;
}

/** How many notices a page of the archive shows: 'Show older notices' adds as many again. */
export const ARCHIVE_PAGE = 10;

/** How many published notices one request of the archive reads: the few active ones among them are left out. */
const ARCHIVE_READ = 25;

/** The most requests one page of the archive sends looking for its notices: what one view reads stays bounded. */
const ARCHIVE_READS = 4;

/**
 * A page of the archive: archived announcements and active ones past their take-down time (of the whole school and of
 * `classes` when the device chose some), newest first, after `after`, and where the next page starts. It reads every
 * published announcement a request at a time, the few active ones included, rather than two queries (archived, then
 * active past take-down): on a phone's connection a second request costs more than the active notices' few kilobytes.
 */
export async function listArchivedAnnouncements(after: NoticeCursor | null = null, classes: Audience = []): Promise<NoticePage> {
  const now = new Date();
  const found: Announcement[] = [];
  let from = after;
  for (let reads = 0; reads < ARCHIVE_READS && found.length < ARCHIVE_PAGE; reads += 1) {
    const start = from;
    const read = await readPublished(async (until) => {
      const documents = await runQuery(ANNOUNCEMENTS, {
        sameAs: `announcements all${start ? ` after=${start.id}` : ''}`,
        where: { field: 'datePosted', op: 'LESS_THAN_OR_EQUAL', value: until },
        orderBy: { field: 'datePosted', direction: 'DESCENDING' },
        limit: ARCHIVE_READ,
        startAfter: start ? { value: start.datePosted, id: start.id } : undefined,
      });
      return documents.map(({ id, data }) => toAnnouncement(id, data));
    });
    found.push(...read.filter((announcement) => isArchivedFor(announcement, now) && concerns(announcement.audience, classes)));
    const last = read.at(-1);
    // Fewer than asked for: the archive ends here.
    from = read.length === ARCHIVE_READ && last ? cursorOf(last) : null;
    if (!from) break;
  }
  const announcements = found.slice(0, ARCHIVE_PAGE);
  // More after this page: a notice found but not shown, or a read that may have more beyond it.
  const last = found.length > ARCHIVE_PAGE ? announcements.at(-1) : undefined;
  return { announcements, next: last ? cursorOf(last) : from };
}

/** A notice that stands at the top of every page while it is urgent: what the banner shows of it. */
export interface UrgentNotice {
  id: string;
  title: string;
  datePosted: Date;
  urgentUntil: Date;
}

/** How many urgent notices the banner shows at most (one is the rule; a second is rare). */
export const MOST_URGENT = 3;

/**
 * The notices urgent now, newest first: one small read for the banner of every page, of the few fields it shows. A
 * visitor's query must ask only for notices dated up to now (the rules), hence two inequalities: urgent after now, and
 * posted up to now (an index of firestore.indexes.json). A notice archived meanwhile is left out here.
 */
export async function listUrgentNotices(): Promise<UrgentNotice[]> {
  const read = await readPublished(async (until) => {
    const documents = await runQuery(ANNOUNCEMENTS, {
      select: ['title', 'datePosted', 'urgentUntil', 'archived', 'takeDownAt'],
      where: [
        { field: 'urgentUntil', op: 'GREATER_THAN', value: until },
        { field: 'datePosted', op: 'LESS_THAN_OR_EQUAL', value: until },
      ],
      orderBy: { field: 'datePosted', direction: 'DESCENDING' },
      limit: MOST_URGENT + TAKEN_DOWN_ALLOWANCE,
    });
    return documents.map(({ id, data }) => toAnnouncement(id, data));
  });
  const now = new Date();
  return read
    .filter((announcement) => isUrgentFor(announcement, now))
    .slice(0, MOST_URGENT)
    .map(({ id, title, datePosted, urgentUntil }) => ({ id, title, datePosted: datePosted ?? now, urgentUntil: urgentUntil ?? now }));
}

/**
 * One announcement, active or archived, or null when there is none with this id that visitors may read: an id no
 * document can have is not asked for, and a draft or an announcement scheduled for later is refused by the rules
 * (403), which is "not found" for a visitor. Any other failed read throws: it is not a missing announcement.
 */
export async function getAnnouncement(id: string): Promise<Announcement | null> {
  if (!isDocumentId(id)) return null;
  try {
    const stored = await getDocument(`${ANNOUNCEMENTS}/${id}`);
    return stored && toAnnouncement(stored.id, stored.data);
  } catch (error) {
    if (error instanceof FirestoreReadError && error.status === 403) return null;
    throw error;
  }
}
