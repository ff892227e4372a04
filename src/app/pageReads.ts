/**
 * What each prerendered page reads as it first renders, by page id (pageIds.ts). The entry script (main.ts)
 * starts these reads as soon as it runs, before React and the page's code have loaded; the page's own queries then
 * take their answers (src/lib/firestoreRest.ts) instead of asking again. Only service modules are imported here:
 * this file is part of the small entry.
 *
 * A page whose reads change changes its line here too: tests/e2e/earlyReads.test.ts fails while a page asks for
 * anything that was not started early, or for anything twice.
 */
import { homePreviewSizes } from '@/content/homeSections';
import { firstAchievementPicture } from '@/features/achievements/achievementDisplay';
import { listAchievements } from '@/features/achievements/achievementsService';
import { ANNOUNCEMENT_ROUTE, announcementIdIn } from '@/features/announcements/announcementAddress';
import { getAnnouncement, listArchivedAnnouncements, listLatestAnnouncements } from '@/features/announcements/announcementsService';
import { getCouncilDescription, listCouncilMembers } from '@/features/council/councilService';
import { listDisclosureDocuments } from '@/features/disclosures/disclosuresService';
import { listEvents, listFirstEvents } from '@/features/events/eventsService';
import { firstInfrastructurePicture } from '@/features/infrastructure/infrastructureDisplay';
import { listFirstInfrastructure, listInfrastructure } from '@/features/infrastructure/infrastructureService';
import { listFirstImportantLinks, listImportantLinks } from '@/features/links/linksService';
import { getFeeContent } from '@/features/fee-payment/feePaymentService';
import { listDisclosureSections } from '@/features/mandatory-disclosure/mandatoryDisclosureService';
import { listKeyDates, listUpcomingKeyDates } from '@/features/year-planner/keyDatesService';
import { plannerPicture } from '@/features/year-planner/plannerDisplay';
import { getYearPlanner } from '@/features/year-planner/yearPlannerService';
import { firstRequestsOf, startEarlyReads } from '@/lib/firestoreRest';
import { todayIsoDate } from '@/lib/isoDate';
import { showFirstPicture } from '@/lib/firstPicture';
import type { ImageSources } from '@/lib/responsiveImage';
import { isPageId, type PageId } from './pageIds';

/** Settles once the first picture of the page whose reads were started is shown, or will not be (see withFirstPicture). */
let firstPictureShown: Promise<void> = Promise.resolve();

/**
 * `read`, whose answer names the page's first picture: asked for (and shown) as soon as it is known (see
 * showFirstPicture). A read that fails shows no picture.
 */
function withFirstPicture<T>(read: Promise<T>, picture: (data: T) => ImageSources | null): Promise<T> {
  firstPictureShown = read.then(
    (data) => showFirstPicture(picture(data)),
    () => undefined,
  );
  return read;
}

/**
 * A page's reads, given the address (an announcement's page reads the announcement its address names); null for a
 * page that reads nothing as it first renders. (The staff lists of /administration are live subscriptions of the
 * Firestore SDK, not REST reads.)
 */
type PageReads = ((pathname: string) => Promise<unknown>[]) | null;

const pageReads: Record<PageId, PageReads> = {
  '/': () => [
    listLatestAnnouncements(),
    listFirstEvents(homePreviewSizes.events),
    listAchievements(homePreviewSizes.achievements),
    listFirstInfrastructure(homePreviewSizes.infrastructure),
    listFirstImportantLinks(homePreviewSizes.links),
    listDisclosureDocuments(),
    listUpcomingKeyDates(todayIsoDate(), homePreviewSizes.keyDates),
  ],
  '/about': null,
  '/InfrastructureSection': () => [withFirstPicture(listInfrastructure(), firstInfrastructurePicture)],
  '/overview': null,
  '/administration': null,
  '/ImportantLinks': () => [listImportantLinks()],
  '/FeePayment': () => [getFeeContent()],
  '/OurEvents': () => [listEvents()],
  '/Achievements': () => [withFirstPicture(listAchievements(), firstAchievementPicture)],
  '/Announcements': () => [listLatestAnnouncements()],
  '/archive': () => [listArchivedAnnouncements()],
  '/Council': () => [listCouncilMembers(), getCouncilDescription()],
  '/year-planner': () => [withFirstPicture(getYearPlanner(), plannerPicture), listKeyDates(todayIsoDate())],
  '/mandatory-public-disclosure': () => [listDisclosureSections()],
  [ANNOUNCEMENT_ROUTE]: (pathname) => [getAnnouncement(announcementIdIn(pathname) ?? '')],
  '404': null,
};

/** The reads of the page with this id, as its HTML carries it: none for an id that names no page. */
const readsOf = (pageId: string): PageReads => (isPageId(pageId) ? pageReads[pageId] : null);

/**
 * Pages whose first screen does not wait for their data: the home page (its previews are below it) and the fee page
 * (prerendered with the data the build read, src/entry-server.tsx).
 */
const dataBelowFirstScreen: ReadonlySet<string> = new Set<PageId>(['/', '/FeePayment']);

/**
 * Whether the page needs React as soon as it can have it: when its first screen waits for data. Otherwise the page
 * is complete as prerendered, and React can wait for its first paint (main.ts; the build links the chunks only then).
 */
export const showsDataFirst = (pageId: string): boolean => readsOf(pageId) !== null && !dataBelowFirstScreen.has(pageId);

/**
 * Starts the reads of the page with this id (`<div id="root" data-page>`) at this address, if it reads data. Settles
 * once the page's first picture, where the entry shows one, has been painted or will not be.
 */
export function startPageReads(pageId: string, pathname: string): Promise<void> {
  const reads = readsOf(pageId);
  if (reads) startEarlyReads(() => reads(pathname));
  return firstPictureShown;
}

/**
 * The documents and collections the page with this id reads first: GET requests, which its HTML can preload. None
 * for an announcement's page: one file serves every announcement, and what it reads depends on the address.
 */
export async function firstDocumentRequests(pageId: string): Promise<string[]> {
  const reads = readsOf(pageId);
  return reads && pageId !== ANNOUNCEMENT_ROUTE ? firstRequestsOf(() => reads(pageId)) : [];
}
