/**
 * The query layer against the emulators: every kind of write marks the queries that show it as stale, so the next
 * read (on screen: at once) shows the change, and the live staff lists write their deliveries into the same cache.
 */
import { MutationObserver, QueryObserver, type QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { terminate } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { achievementMutations } from '@/features/achievements/admin/achievementsAdmin';
import { achievementsQuery } from '@/features/achievements/achievementsQueries';
import { staffGroupMutations } from '@/features/administration/admin/staffAdminQueries';
import { staffGroupsQuery } from '@/features/administration/staffQueries';
import { announcementMutations } from '@/features/announcements/admin/announcementsAdminQueries';
import { latestAnnouncementsQuery } from '@/features/announcements/announcementsQueries';
import { archivedAnnouncementsRead } from '@/features/announcements/announcementsReads';
import type { NoticePage } from '@/features/announcements/announcementsService';
import { councilMutations } from '@/features/council/admin/councilAdminQueries';
import { councilDescriptionQuery, councilMembersQuery } from '@/features/council/councilQueries';
import { eventMutations } from '@/features/events/admin/eventsAdmin';
import { eventsRead } from '@/features/events/eventsReads';
import type { EventsPage } from '@/features/events/eventsService';
import { infrastructureMutations } from '@/features/infrastructure/admin/infrastructureAdmin';
import { infrastructureQuery } from '@/features/infrastructure/infrastructureQueries';
import { linkMutations } from '@/features/links/admin/linksAdmin';
import { linksQuery } from '@/features/links/linksQueries';
import { yearPlannerMutations } from '@/features/year-planner/admin/yearPlannerAdminQueries';
import { yearPlannerQuery } from '@/features/year-planner/yearPlannerQueries';
import { liveDb } from '@/lib/liveDb';
import { createQueryClient, publicQuery } from '@/lib/queries';
import { clearFirestore, closeEmulatorClients, openedIn, putRaw, signInAsAdmin } from './emulator';

let client: QueryClient;

beforeAll(signInAsAdmin);
beforeEach(async () => {
  await clearFirestore();
  client = createQueryClient();
});
afterAll(async () => {
  await terminate(liveDb());
  await closeEmulatorClients();
});

function write<TVariables, TResult>(options: UseMutationOptions<TResult, Error, TVariables>, variables: TVariables): Promise<TResult> {
  return new MutationObserver(client, options).mutate(variables);
}

/**
 * Reads `query` into the cache, runs the write, and checks that the cached read was invalidated and that reading
 * it again shows what `shows` expects. Returns the write's result.
 */
async function expectWriteShown<TData, TVariables, TResult>(
  query: { queryKey: QueryKey; queryFn?: unknown },
  options: UseMutationOptions<TResult, Error, TVariables>,
  variables: TVariables,
  shows: (data: TData) => boolean,
): Promise<TResult> {
  const read = query as Parameters<QueryClient['fetchQuery']>[0];
  const before = (await client.fetchQuery(read)) as TData;
  expect(shows(before)).toBe(false);
  const result = await write(options, variables);
  expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  expect(shows((await client.fetchQuery(read)) as TData)).toBe(true);
  return result;
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

/** The archive's first page (the page reads it a page at a time). */
const archivedQuery = publicQuery(archivedAnnouncementsRead([]));

/** The events' first page (/OurEvents reads them a page at a time). */
const eventsQuery = publicQuery(eventsRead);

describe('after each kind of write, the lists that show it read again', () => {
  it('events: add, update, delete', async () => {
    const draft = { title: 'Sports Day', priority: 1, imageUrls: ['https://res.cloudinary.com/demo/image/upload/a.jpg'] };
    const id = await expectWriteShown(eventsQuery, eventMutations.add, draft, (page: EventsPage) => titles(page.items).includes('Sports Day'));
    await expectWriteShown(eventsQuery, eventMutations.update, { id, draft: { ...draft, title: 'Sports Meet' }, opened: await openedIn(client.fetchQuery(eventsQuery).then((page) => page.items), id) }, (page: EventsPage) =>
      titles(page.items).includes('Sports Meet'));
    await expectWriteShown(eventsQuery, eventMutations.remove, { id, title: 'A deleted item' }, (page: EventsPage) => page.items.length === 0);
  });

  it('announcements: post, edit, archive, delete (the latest and the archive lists)', async () => {
    const draft = { title: 'Holiday', content: 'Closed on Monday.', imageUrls: [] };
    const id = await expectWriteShown(latestAnnouncementsQuery([]), announcementMutations.add, draft, (list: { title: string }[]) =>
      titles(list).includes('Holiday'));
    await expectWriteShown(latestAnnouncementsQuery([]), announcementMutations.update, { id, draft: { ...draft, title: 'Holiday on Monday' }, opened: await openedIn(client.fetchQuery(latestAnnouncementsQuery([])), id) }, (list: { title: string }[]) =>
      titles(list).includes('Holiday on Monday'));
    await expectWriteShown(archivedQuery, announcementMutations.setArchived, { item: { id, title: 'Holiday' }, archived: true }, (page: NoticePage) => page.announcements.length === 1);
    expect(client.getQueryState(latestAnnouncementsQuery([]).queryKey)?.isInvalidated).toBe(true);
    await expectWriteShown(archivedQuery, announcementMutations.remove, { id, title: 'A deleted item' }, (page: NoticePage) => page.announcements.length === 0);
  });

  it('achievements: add, update, delete', async () => {
    const draft = { title: 'Chess champions', description: 'District level.', priority: 1, imageUrl: 'https://res.cloudinary.com/demo/image/upload/c.jpg' };
    const id = await expectWriteShown(achievementsQuery, achievementMutations.add, draft, (list: { title: string }[]) =>
      titles(list).includes('Chess champions'));
    await expectWriteShown(achievementsQuery, achievementMutations.update, { id, draft: { ...draft, title: 'State chess champions' }, opened: await openedIn(client.fetchQuery(achievementsQuery), id) }, (list: { title: string }[]) =>
      titles(list).includes('State chess champions'));
    await expectWriteShown(achievementsQuery, achievementMutations.remove, { id, title: 'A deleted item' }, (list: unknown[]) => list.length === 0);
  });

  it('important links: add, update, delete', async () => {
    const draft = { title: 'CBSE', url: 'https://www.cbse.gov.in/', buttonText: 'Visit', description: '' };
    const id = await expectWriteShown(linksQuery, linkMutations.add, draft, (list: { title: string }[]) => titles(list).includes('CBSE'));
    await expectWriteShown(linksQuery, linkMutations.update, { id, draft: { ...draft, title: 'CBSE circulars' }, opened: await openedIn(client.fetchQuery(linksQuery), id) }, (list: { title: string }[]) =>
      titles(list).includes('CBSE circulars'));
    await expectWriteShown(linksQuery, linkMutations.remove, { id, title: 'A deleted item' }, (list: unknown[]) => list.length === 0);
  });

  it('infrastructure: add, update, delete', async () => {
    const draft = { title: 'Library', description: 'Books.', priority: 1, thumbnailUrl: '/demo/l.jpg', gallery: ['/demo/l.jpg'] };
    const id = await expectWriteShown(infrastructureQuery, infrastructureMutations.add, draft, (list: { title: string }[]) =>
      titles(list).includes('Library'));
    await expectWriteShown(infrastructureQuery, infrastructureMutations.update, { id, draft: { ...draft, title: 'Reading room' }, opened: await openedIn(client.fetchQuery(infrastructureQuery), id) }, (list: { title: string }[]) =>
      titles(list).includes('Reading room'));
    await expectWriteShown(infrastructureQuery, infrastructureMutations.remove, { id, title: 'A deleted item' }, (list: unknown[]) => list.length === 0);
  });

  it('council: add, update, remove a member, and save the description without reading the members again', async () => {
    const draft = { name: 'Diya', position: 'Head Girl', year: '2026-27', imageUrl: '/demo/d.jpg', priority: 1 };
    const names = (list: { name: string }[]) => list.map((member) => member.name);
    const id = await expectWriteShown(councilMembersQuery, councilMutations.add, draft, (list: { name: string }[]) => names(list).includes('Diya'));
    await expectWriteShown(councilMembersQuery, councilMutations.update, { id, draft: { ...draft, name: 'Diya R' }, opened: await openedIn(client.fetchQuery(councilMembersQuery), id) }, (list: { name: string }[]) =>
      names(list).includes('Diya R'));
    await expectWriteShown(councilMembersQuery, councilMutations.remove, { id, title: 'A deleted item' }, (list: unknown[]) => list.length === 0);

    await client.fetchQuery(councilMembersQuery);
    await expectWriteShown(councilDescriptionQuery, councilMutations.saveDescription, 'Our council.', (description: string | null) =>
      description === 'Our council.');
    expect(client.getQueryState(councilMembersQuery.queryKey)?.isInvalidated).toBe(false);
  });

  it('year planner: save', async () => {
    await expectWriteShown(yearPlannerQuery, yearPlannerMutations.save, { url: '/demo/p.jpg', year: '2026-27' }, (planner: { year: string } | null) =>
      planner?.year === '2026-27');
  });
});

describe('the live staff lists', () => {
  it('write what their subscription delivers into the same cache as every other read', async () => {
    await putRaw('admins/school', { name: 'Main site' });
    const live = new QueryObserver(client, staffGroupsQuery('faculty'));
    const stop = live.subscribe(() => {});
    await expect.poll(() => live.getCurrentResult().data).toEqual([]);

    await write(staffGroupMutations('school', 'faculty').add, { name: 'Science', priority: '2' });

    await expect.poll(() => client.getQueryData<{ name: string | null }[]>(staffGroupsQuery('faculty').queryKey)?.map((group) => group.name)).toEqual([
      'Science',
    ]);
    stop();
  });
});
