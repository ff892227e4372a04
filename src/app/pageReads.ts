/**
 * What each prerendered page reads as it first renders, by page id (pageIds.ts): the reads its queries are built from
 * (src/lib/publicRead.ts). The entry script (main.ts) starts them as soon as it runs, before React, TanStack Query and
 * the page's code have loaded; the page's queries then take their answers (src/lib/firestoreRest.ts) instead of
 * asking again. Only read declarations and the services they call are imported here: this file is part of the small
 * entry.
 *
 * A page whose queries change changes its line here too: tests/e2e/earlyReads.test.ts fails while a page asks for
 * anything that was not started early, or for anything twice.
 */
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { achievementsFirstScreen } from '@/features/achievements/achievementDisplay';
import { admissionsRead } from '@/features/admissions/admissionsReads';
import { achievementsRead, firstAchievementsRead } from '@/features/achievements/achievementsReads';
import { ANNOUNCEMENT_ROUTE, announcementIdIn } from '@/features/announcements/announcementAddress';
import { noticesFirstScreen } from '@/features/announcements/announcementFirstScreen';
import {
  activeAnnouncementsRead, announcementRead, archivedAnnouncementsRead, latestAnnouncementsRead,
} from '@/features/announcements/announcementsReads';
import { councilFirstScreen } from '@/features/council/councilFirstScreen';
import { councilDescriptionRead, councilMembersRead } from '@/features/council/councilReads';
import { disclosuresRead } from '@/features/disclosures/disclosuresReads';
import { eventsRead, firstEventsRead } from '@/features/events/eventsReads';
import { feeContentRead } from '@/features/fee-payment/feePaymentReads';
import { infrastructureFirstScreen } from '@/features/infrastructure/infrastructureDisplay';
import { firstInfrastructureRead, infrastructureRead } from '@/features/infrastructure/infrastructureReads';
import { firstLinksRead, linksRead } from '@/features/links/linksReads';
import { mandatoryDisclosureRead, teachersRead } from '@/features/mandatory-disclosure/mandatoryDisclosureReads';
import { keyDatesRead, upcomingKeyDatesRead } from '@/features/year-planner/keyDatesReads';
import { plannerPicture } from '@/features/year-planner/plannerDisplay';
import { yearPlannerRead } from '@/features/year-planner/yearPlannerReads';
import { readClassChoice } from '@/lib/classChoice';
import { firstRequestsOf, startEarlyReads } from '@/lib/earlyRequests';
import { siteConfig } from '@/lib/config';
import { todayIsoDate } from '@/lib/isoDate';
import { showFirstPicture } from '@/lib/firstPicture';
import { showFirstScreen, type EarlyNode } from '@/lib/firstScreen';
import { publicRead, type PublicRead } from '@/lib/publicRead';
import type { ImageSources } from '@/lib/responsiveImage';
import { isPageId, type PageId } from './pageIds';

/** Settles once the first picture or screen the entry shows, if any, has been painted, or will not be (see shownFirst). */
let firstShown: Promise<void> = Promise.resolve();

/**
 * `declared`, whose answer says what the entry shows before React: shown as soon as it has arrived, and `firstShown`
 * settles once it has been painted. A read that fails shows nothing.
 */
function shownFirst<T>(declared: PublicRead<T>, show: (data: T) => Promise<void>): PublicRead<T> {
  return publicRead(declared.queryKey, () => {
    const read = declared.read();
    firstShown = read.then(show, () => undefined);
    return read;
  });
}

/** `declared`, whose answer names the page's first picture: asked for (and shown) as soon as it is known (showFirstPicture). */
const withFirstPicture = <T>(declared: PublicRead<T>, picture: (data: T) => ImageSources | null): PublicRead<T> =>
  shownFirst(declared, (data) => showFirstPicture(picture(data)));

/** `declared`, whose answer is the page's first screen: shown as soon as it has arrived (showFirstScreen). */
const withFirstScreen = <T>(declared: PublicRead<T>, screen: (data: T) => EarlyNode[]): PublicRead<T> =>
  shownFirst(declared, (data) => showFirstScreen(screen(data)));

/**
 * A page's first reads, given the address (an announcement's page reads the announcement its address names); null
 * for a page that reads nothing as it first renders. (The staff lists of /administration are live subscriptions of
 * the Firestore SDK, not REST reads.)
 */
type PageReads = ((pathname: string) => PublicRead<unknown>[]) | null;

const pageReads: Record<PageId, PageReads> = {
  '/': () => [
    latestAnnouncementsRead(readClassChoice()),
    admissionsRead,
    firstEventsRead(homePreviewSizes.events),
    firstAchievementsRead(homePreviewSizes.achievements),
    firstInfrastructureRead(homePreviewSizes.infrastructure),
    firstLinksRead(homePreviewSizes.links),
    disclosuresRead,
    upcomingKeyDatesRead(todayIsoDate(), homePreviewSizes.keyDates, readClassChoice()),
  ],
  '/about': null,
  '/InfrastructureSection': () => [withFirstScreen(infrastructureRead, infrastructureFirstScreen)],
  '/overview': null,
  '/administration': null,
  '/ImportantLinks': () => [linksRead],
  '/FeePayment': () => [feeContentRead],
  '/OurEvents': () => [eventsRead],
  '/Achievements': () => [withFirstScreen(achievementsRead, achievementsFirstScreen)],
  '/Announcements': () => [withFirstScreen(activeAnnouncementsRead(readClassChoice()), noticesFirstScreen)],
  '/archive': () => [withFirstScreen(archivedAnnouncementsRead(readClassChoice()), noticesFirstScreen)],
  '/Council': () => [councilMembersRead, withFirstScreen(councilDescriptionRead, councilFirstScreen)],
  '/year-planner': () => [withFirstPicture(yearPlannerRead, plannerPicture), keyDatesRead(todayIsoDate())],
  '/mandatory-public-disclosure': () => [mandatoryDisclosureRead, teachersRead],
  '/admissions': () => [admissionsRead],
  [ANNOUNCEMENT_ROUTE]: (pathname) => [announcementRead(announcementIdIn(pathname) ?? '')],
  '404': null,
};

/** The requests of a page's first reads, sent. */
const send = (reads: PublicRead<unknown>[]): Promise<unknown>[] => reads.map(({ read }) => read());

/** The reads of the page with this id, as its HTML carries it: none for an id that names no page. */
const readsOf = (pageId: string): PageReads => (isPageId(pageId) ? pageReads[pageId] : null);

/**
 * Pages whose first screen does not wait for their data: the home page (its hero fills a phone's first screen, and the
 * notices after it start at the foot of a desktop's), the fee page and the admissions page (prerendered with the data
 * the build read, src/entry-server.tsx).
 */
const dataBelowFirstScreen: ReadonlySet<string> = new Set<PageId>(['/', '/FeePayment', '/admissions']);

/**
 * Whether the page needs React as soon as it can have it: when its first screen waits for data. Otherwise the page
 * is complete as prerendered, and React can wait for its first paint (main.ts; the build links the chunks only then).
 */
export const showsDataFirst = (pageId: string): boolean => readsOf(pageId) !== null && !dataBelowFirstScreen.has(pageId);

/**
 * Starts the reads of the page with this id (`<div id="root" data-page>`) at this address, if it reads data. Settles
 * once the page's first picture or screen, where the entry shows one, has been painted or will not be.
 */
export function startPageReads(pageId: string, pathname: string): Promise<void> {
  const reads = readsOf(pageId);
  if (reads) startEarlyReads(reads(pathname).map(({ read }) => read));
  return firstShown;
}

/**
 * The documents and collections the page with this id reads first: GET requests, which its HTML can preload. None
 * for an announcement's page: one file serves every announcement, and what it reads depends on the address. None
 * with App Check on: a preload carries no App Check token, so it would be a second request, refused where App Check
 * is enforced.
 */
export async function firstDocumentRequests(pageId: string): Promise<string[]> {
  const reads = readsOf(pageId);
  return reads && pageId !== ANNOUNCEMENT_ROUTE && !siteConfig().appCheck ? firstRequestsOf(() => send(reads(pageId))) : [];
}
