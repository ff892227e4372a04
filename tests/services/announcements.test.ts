import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAnnouncement,
  listActiveAnnouncements,
  ARCHIVE_PAGE,
  listArchivedAnnouncements,
  listLatestAnnouncements,
  listUrgentNotices,
  LATEST_ANNOUNCEMENTS,
  type NoticeCursor,
} from '@/features/announcements/announcementsService';
import {
  addAnnouncement, deleteAnnouncement, listAnnouncementsForAdmin, publishAnnouncement, setAnnouncementArchived, updateAnnouncement,
} from '@/features/announcements/admin/announcementsAdminService';
import { clearFirestore, closeEmulatorClients, getLogged, getRaw, openedIn, putRaw, signInAsAdmin } from './emulator';

function announcement(title: string, datePosted: string, archived: boolean) {
  return { title, content: `${title} details`, imageUrls: [], datePosted: new Date(datePosted), archived };
}

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('the urgent notices of every page', () => {
  const HOUR = 60 * 60_000;
  const urgent = (title: string, postedAgo: number, urgentFor: number, more: Record<string, unknown> = {}) => {
    const datePosted = new Date(Date.now() - postedAgo);
    return { ...announcement(title, datePosted.toISOString(), false), urgentUntil: new Date(datePosted.getTime() + urgentFor), ...more };
  };

  it('are the notices urgent now, newest first, with their title, day and end only', async () => {
    await putRaw('announcements/rain', urgent('Rain holiday', HOUR, 10 * HOUR));
    await putRaw('announcements/water', urgent('No water supply', 3 * HOUR, 10 * HOUR));
    await putRaw('announcements/ended', urgent('Yesterday closed', 30 * HOUR, 5 * HOUR));
    await putRaw('announcements/later', urgent('Scheduled', -HOUR, 5 * HOUR));
    await putRaw('announcements/plain', announcement('Not urgent', new Date().toISOString(), false));

    const notices = await listUrgentNotices();
    expect(notices.map((notice) => notice.id)).toEqual(['rain', 'water']);
    expect(Object.keys(notices[0] ?? {}).sort()).toEqual(['datePosted', 'id', 'title', 'urgentUntil']);
  });

  it('leave out a notice archived or taken down while still marked urgent', async () => {
    await putRaw('announcements/archived', urgent('Archived', HOUR, 10 * HOUR, { archived: true }));
    await putRaw('announcements/down', urgent('Taken down', 2 * HOUR, 10 * HOUR, { takeDownAt: new Date(Date.now() - 60_000) }));
    await putRaw('announcements/rain', urgent('Rain holiday', 3 * HOUR, 10 * HOUR));
    expect((await listUrgentNotices()).map((notice) => notice.id)).toEqual(['rain']);
  });
});

describe('announcement lists', () => {
  it('pages through every active notice once, newest first, past notices of the same time and past taken-down ones', async () => {
    const now = Date.now();
    await putRaw('announcements/a', announcement('A', '2026-06-01T09:00:00Z', false));
    await putRaw('announcements/b', announcement('B', '2026-05-01T09:00:00Z', false));
    await putRaw('announcements/c', announcement('C', '2026-04-01T09:00:00Z', false));
    // Two posted at the same moment, either side of the first page's end.
    await putRaw('announcements/d1', announcement('D1', '2026-03-01T09:00:00Z', false));
    await putRaw('announcements/d2', announcement('D2', '2026-03-01T09:00:00Z', false));
    await putRaw('announcements/ended', { ...announcement('Ended', '2026-02-15T09:00:00Z', false), takeDownAt: new Date(now - 60_000) });
    await putRaw('announcements/old-news', announcement('Archived', '2026-02-10T09:00:00Z', true));
    for (let index = 0; index < 12; index += 1) {
      await putRaw(`announcements/e${String(index).padStart(2, '0')}`, announcement(`E${index}`, `2026-01-${String(20 - index).padStart(2, '0')}T09:00:00Z`, false));
    }

    const seen: string[] = [];
    let page = await listActiveAnnouncements(null, LATEST_ANNOUNCEMENTS);
    expect(page.announcements.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    seen.push(...page.announcements.map((item) => item.id));
    let pages = 1;
    while (page.next) {
      const next: NoticeCursor = page.next;
      page = await listActiveAnnouncements(next, 2);
      seen.push(...page.announcements.map((item) => item.id));
      pages += 1;
    }
    expect(seen).toEqual(['a', 'b', 'c', 'd2', 'd1', ...Array.from({ length: 12 }, (_, index) => `e${String(index).padStart(2, '0')}`)]);
    expect(pages).toBeGreaterThan(5);
  });

  it('says there is nothing older when the first page holds every active notice', async () => {
    await putRaw('announcements/a', announcement('A', '2026-06-01T09:00:00Z', false));
    await putRaw('announcements/b', announcement('B', '2026-05-01T09:00:00Z', false));
    expect(await listActiveAnnouncements(null, LATEST_ANNOUNCEMENTS)).toMatchObject({ next: null });
    await putRaw('announcements/c', announcement('C', '2026-04-01T09:00:00Z', false));
    await putRaw('announcements/d', announcement('D', '2026-03-01T09:00:00Z', false));
    expect((await listActiveAnnouncements(null, LATEST_ANNOUNCEMENTS)).next).toEqual({ id: 'c', datePosted: new Date('2026-04-01T09:00:00Z') });
  });

  it('shows the three newest active announcements, newest first, never an archived one', async () => {
    await putRaw('announcements/jan', announcement('Reopening', '2026-01-05T09:00:00Z', false));
    await putRaw('announcements/feb', announcement('Science fair', '2026-02-10T09:00:00Z', false));
    await putRaw('announcements/mar', announcement('Annual day', '2026-03-15T09:00:00Z', false));
    await putRaw('announcements/apr', announcement('Summer camp', '2026-04-20T09:00:00Z', false));
    await putRaw('announcements/old-news', announcement('Archived but newest', '2026-05-01T09:00:00Z', true));

    const latest = await listLatestAnnouncements();

    expect(LATEST_ANNOUNCEMENTS).toBe(3);
    expect(latest.map((item) => item.id)).toEqual(['apr', 'mar', 'feb']);
    expect(latest[0]).toEqual({
      id: 'apr', title: 'Summer camp', content: 'Summer camp details', imageUrls: [], attachments: [],
      datePosted: new Date('2026-04-20T09:00:00Z'), archived: false, draft: false, takeDownAt: null, updatedAt: null, audience: [], urgentUntil: null,
    });
  });

  it('lists every archived announcement, newest first, and no active one', async () => {
    await putRaw('announcements/a1', announcement('Old exam timetable', '2025-03-01T09:00:00Z', true));
    await putRaw('announcements/a2', announcement('Old holiday list', '2025-06-01T09:00:00Z', true));
    await putRaw('announcements/a3', announcement('Oldest circular', '2024-06-01T09:00:00Z', true));
    await putRaw('announcements/a4', announcement('Very old notice', '2023-06-01T09:00:00Z', true));
    await putRaw('announcements/live', announcement('Current notice', '2026-01-01T09:00:00Z', false));

    const archived = (await listArchivedAnnouncements()).announcements;

    expect(archived.map((item) => item.id)).toEqual(['a2', 'a1', 'a3', 'a4']);
    expect(archived.every((item) => item.archived)).toBe(true);
  });

  it(`reads the archive a page of ${ARCHIVE_PAGE} at a time, each after the last one shown, past the active notices and other classes' ones`, async () => {
    const day = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString();
    // 60 published notices, newest first: every third one active, and every fourth archived one for Class X only.
    for (let index = 0; index < 60; index += 1) {
      const stored = announcement(`Notice ${index}`, day(index), index % 3 !== 0);
      await putRaw(`announcements/n${String(index).padStart(2, '0')}`, index % 4 === 1 ? { ...stored, audience: ['X'] } : stored);
    }
    const archivedFor = (classes: string[]) =>
      Array.from({ length: 60 }, (_, index) => 59 - index)
        .filter((index) => index % 3 !== 0 && (classes.length === 0 || index % 4 !== 1 || classes.includes('X')))
        .map((index) => `n${String(index).padStart(2, '0')}`);

    for (const classes of [[], ['IV'], ['X']] as const) {
      const read: string[] = [];
      let page = await listArchivedAnnouncements(null, [...classes]);
      for (;;) {
        expect(page.announcements.length).toBeLessThanOrEqual(ARCHIVE_PAGE);
        read.push(...page.announcements.map((item) => item.id));
        if (!page.next) break;
        page = await listArchivedAnnouncements(page.next, [...classes]);
      }
      expect(read, `the archive for ${classes.join() || 'the whole school'}`).toEqual(archivedFor([...classes]));
    }
  });

  it('shows stored image addresses trimmed and skips unsafe ones', async () => {
    await putRaw('announcements/legacy', {
      ...announcement('Legacy', '2026-01-01T09:00:00Z', false),
      imageUrls: ['  https://res.cloudinary.com/demo/image/upload/a.jpg ', 'javascript:alert(1)', 42, '/demo/b.jpg'],
    });

    const [legacy] = await listLatestAnnouncements();

    expect(legacy?.imageUrls).toEqual(['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg']);
  });

  it('is empty when nothing has been posted', async () => {
    expect(await listLatestAnnouncements()).toEqual([]);
    expect((await listArchivedAnnouncements()).announcements).toEqual([]);
  });
});

describe('one announcement, for its own page', () => {
  it('is read whole, active or archived', async () => {
    await putRaw('announcements/live', announcement('Current notice', '2026-01-01T09:00:00Z', false));
    await putRaw('announcements/old', announcement('Old notice', '2025-01-01T09:00:00Z', true));

    expect(await getAnnouncement('live')).toEqual({
      id: 'live', title: 'Current notice', content: 'Current notice details', imageUrls: [],
      datePosted: new Date('2026-01-01T09:00:00Z'), archived: false, draft: false, takeDownAt: null, updatedAt: null, attachments: [], audience: [], urgentUntil: null,
    });
    expect(await getAnnouncement('old')).toMatchObject({ id: 'old', title: 'Old notice', archived: true });
  });

  it('is read by an id with spaces, ? # or % in it (written by hand in the console)', async () => {
    await putRaw(`announcements/${encodeURIComponent('term 2? #fees 100%')}`, announcement('Fees', '2026-01-01T09:00:00Z', false));

    expect(await getAnnouncement('term 2? #fees 100%')).toMatchObject({ id: 'term 2? #fees 100%', title: 'Fees' });
    expect(await getAnnouncement('term 2')).toBeNull();
  });

  it('is null when there is none with that id, or the id cannot be one (nothing is asked then)', async () => {
    expect(await getAnnouncement('no-such-announcement')).toBeNull();
    const reads = vi.spyOn(globalThis, 'fetch');
    for (const id of ['', 'a/b', '..', '__reserved__']) expect(await getAnnouncement(id), id).toBeNull();
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('a read that fails is an error, never a missing announcement', async () => {
    const unreachable = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getAnnouncement('live')).rejects.toThrow('Failed to fetch');
    unreachable.mockRestore();
  });
});

describe('administering announcements', () => {
  it('posts an active announcement stamped with the server time, shown first', async () => {
    await putRaw('announcements/older', announcement('Older', '2025-01-01T09:00:00Z', false));
    const before = Date.now();

    const id = await addAnnouncement({ title: '  Sports day  ', content: ' On Friday. ', imageUrls: ['https://res.cloudinary.com/demo/image/upload/sports.jpg'] });

    const stored = await getRaw(`announcements/${id}`);
    expect(stored).toMatchObject({ title: 'Sports day', content: 'On Friday.', imageUrls: ['https://res.cloudinary.com/demo/image/upload/sports.jpg'], archived: false });
    expect(stored?.datePosted).toBeInstanceOf(Date);
    const [first, second] = await listLatestAnnouncements();
    expect(first?.id).toBe(id);
    expect(first?.title).toBe('Sports day');
    expect(Math.abs((first?.datePosted?.getTime() ?? 0) - before)).toBeLessThan(60_000);
    expect(second?.id).toBe('older');
  });

  it('edits the title and content of an announcement', async () => {
    const id = await addAnnouncement({ title: 'Sport day', content: 'Friday', imageUrls: [] });

    await updateAnnouncement(id, { title: ' Sports day ', content: ' On Friday at 9. ' }, await openedIn(listLatestAnnouncements(), id));

    const [edited] = await listLatestAnnouncements();
    expect(edited).toMatchObject({ id, title: 'Sports day', content: 'On Friday at 9.', archived: false });
  });

  it('archiving moves an announcement to the archived list, unarchiving moves it back', async () => {
    const id = await addAnnouncement({ title: 'Fee reminder', content: 'Due on the 10th.', imageUrls: [] });

    await setAnnouncementArchived({ id, title: 'Fee reminder' }, true);
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual([]);
    expect((await listArchivedAnnouncements()).announcements.map((item) => [item.id, item.archived])).toEqual([[id, true]]);

    await setAnnouncementArchived({ id, title: 'Fee reminder' }, false);
    expect((await listLatestAnnouncements()).map((item) => [item.id, item.archived])).toEqual([[id, false]]);
    expect((await listArchivedAnnouncements()).announcements).toEqual([]);
  });

  it('deletes an announcement', async () => {
    const id = await addAnnouncement({ title: 'Mistake', content: 'Posted by mistake.', imageUrls: [] });
    const keep = await addAnnouncement({ title: 'Keep', content: 'Stays.', imageUrls: [] });

    await deleteAnnouncement({ id: id, title: 'A deleted item' });

    expect(await getRaw(`announcements/${id}`)).toBeUndefined();
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual([keep]);
  });
});

describe('attachments', () => {
  const CIRCULAR = { name: 'Fee circular', url: 'https://res.cloudinary.com/demo/raw/upload/v1/fee-circular.pdf' };
  const FORM = { name: 'Consent form', url: '/__local-upload/files/consent.pdf' };

  it('an announcement stored before attachments existed reads as having none', async () => {
    await putRaw('announcements/old', announcement('Old notice', '2026-01-01T09:00:00Z', false));

    const [old] = await listLatestAnnouncements();

    expect(old?.attachments).toEqual([]);
  });

  it('shows stored attachments trimmed, names a nameless one, and skips those without a showable address', async () => {
    await putRaw('announcements/legacy', {
      ...announcement('Legacy', '2026-01-01T09:00:00Z', false),
      attachments: [
        { name: '  Fee circular ', url: ` ${CIRCULAR.url} ` },
        { name: '   ', url: FORM.url },
        { name: 'Hostile', url: 'javascript:alert(1)' },
        { name: 'Other host', url: '//evil.example/x.pdf' },
        'https://example.com/not-a-map.pdf',
      ],
    });

    const [legacy] = await listLatestAnnouncements();

    expect(legacy?.attachments).toEqual([CIRCULAR, { name: 'Attachment', url: FORM.url }]);
  });

  it('posts an announcement with its attachments, names trimmed, and without any as an empty list', async () => {
    const id = await addAnnouncement({ title: 'Fees', content: 'Due Friday.', imageUrls: [], attachments: [{ ...CIRCULAR, name: ` ${CIRCULAR.name} ` }, FORM] });
    const plain = await addAnnouncement({ title: 'Plain', content: 'No files.', imageUrls: [] });

    expect((await getRaw(`announcements/${id}`))?.attachments).toEqual([CIRCULAR, FORM]);
    expect((await getRaw(`announcements/${plain}`))?.attachments).toEqual([]);
    expect((await listLatestAnnouncements()).find((item) => item.id === id)?.attachments).toEqual([CIRCULAR, FORM]);
  });

  it('an edit renames, removes and adds attachments, stamped as an edit', async () => {
    const id = await addAnnouncement({ title: 'Fees', content: 'Due Friday.', imageUrls: [], attachments: [CIRCULAR, FORM] });
    const added = { name: 'Bus routes', url: '/__local-upload/files/routes.pdf' };

    await updateAnnouncement(id, { title: 'Fees', content: 'Due Friday.', attachments: [{ ...FORM, name: ' Consent form (signed) ' }, added] }, await openedIn(listLatestAnnouncements(), id));

    const stored = await getRaw(`announcements/${id}`);
    expect(stored?.attachments).toEqual([{ ...FORM, name: 'Consent form (signed)' }, added]);
    expect(stored?.updatedAt).toBeInstanceOf(Date);
  });

  it('editing the text of an announcement stored without attachments leaves it without the field', async () => {
    await putRaw('announcements/old', announcement('Old notice', '2026-01-01T09:00:00Z', false));

    await updateAnnouncement('old', { title: 'Old notice (edited)', content: 'Old notice details', attachments: [] }, await openedIn(listLatestAnnouncements(), 'old'));

    const stored = await getRaw('announcements/old');
    expect(stored?.title).toBe('Old notice (edited)');
    expect(stored).not.toHaveProperty('attachments');
  });

  it('a second admin who edited the attachments after the first opened it is not overwritten', async () => {
    const id = await addAnnouncement({ title: 'Fees', content: 'Due Friday.', imageUrls: [], attachments: [CIRCULAR] });
    const first = await openedIn(listLatestAnnouncements(), id);
    await updateAnnouncement(id, { title: 'Fees', content: 'Due Friday.', attachments: [CIRCULAR, FORM] }, await openedIn(listLatestAnnouncements(), id));

    await expect(updateAnnouncement(id, { title: 'Fees', content: 'Due Friday.', attachments: [] }, first)).rejects.toThrow(/Someone else changed this item/);

    expect((await getRaw(`announcements/${id}`))?.attachments).toEqual([CIRCULAR, FORM]);
  });
});

const MINUTE = 60_000;
const DRAFT_DATE = new Date(Date.UTC(9999, 11, 31));

describe('drafts, scheduled notices and take-down times', () => {
  beforeEach(async () => {
    const now = Date.now();
    await putRaw('announcements/published', announcement('Published', '2026-01-05T09:00:00Z', false));
    await putRaw('announcements/scheduled', { ...announcement('Tomorrow', '2026-01-01T00:00:00Z', false), datePosted: new Date(now + 24 * 60 * MINUTE) });
    await putRaw('announcements/draft', { ...announcement('Draft', '2026-01-01T00:00:00Z', false), datePosted: DRAFT_DATE, draft: true });
    await putRaw('announcements/ended', { ...announcement('Ended', '2026-01-04T09:00:00Z', false), takeDownAt: new Date(now - MINUTE) });
    await putRaw('announcements/ending', { ...announcement('Ending', '2026-01-03T09:00:00Z', false), takeDownAt: new Date(now + 60 * MINUTE) });
  });

  it('shows visitors neither a draft nor a notice scheduled for later, in any list or by its address', async () => {
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual(['published', 'ending']);
    expect((await listArchivedAnnouncements()).announcements.map((item) => item.id)).toEqual(['ended']);
    expect(await getAnnouncement('scheduled')).toBeNull();
    expect(await getAnnouncement('draft')).toBeNull();
  });

  it('moves a notice past its take-down time to the archive, where its page says so', async () => {
    expect(await getAnnouncement('ended')).toMatchObject({ archived: false, takeDownAt: expect.any(Date) });
    expect((await listArchivedAnnouncements()).announcements.map((item) => item.id)).toContain('ended');
    expect((await listLatestAnnouncements()).map((item) => item.id)).not.toContain('ended');
  });

  it('shows a scheduled notice once its time has come, dated then, in its place among the others', async () => {
    await putRaw('announcements/scheduled', { ...announcement('Tomorrow', '2026-01-01T00:00:00Z', false), datePosted: new Date('2026-01-04T12:00:00Z') });
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual(['published', 'scheduled', 'ending']);
    expect(await getAnnouncement('scheduled')).toMatchObject({ datePosted: new Date('2026-01-04T12:00:00Z') });
  });

  it('lists all of them for the admin area, whose reads carry the administrator’s sign-in', async () => {
    expect((await listAnnouncementsForAdmin()).map((item) => [item.id, item.draft])).toEqual([
      ['draft', true], ['scheduled', false], ['published', false], ['ended', false], ['ending', false],
    ]);
  });

  it('saves a draft, schedules it, and publishes it now, each logged as such', async () => {
    const id = await addAnnouncement({ title: 'Exhibition', content: 'Projects due.', imageUrls: [], timing: { kind: 'draft' } });
    expect(await getLogged(`announcements/${id}`, 'draft')).toMatchObject({ draft: true, datePosted: DRAFT_DATE });
    expect(await getAnnouncement(id)).toBeNull();

    const at = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const opened = async () => openedIn(listAnnouncementsForAdmin(), id);
    await updateAnnouncement(id, { title: 'Exhibition', content: 'Projects due.', timing: { kind: 'scheduled', at } }, await opened());
    const scheduled = await getLogged(`announcements/${id}`, 'schedule');
    expect(scheduled).toMatchObject({ datePosted: at });
    expect(scheduled).not.toHaveProperty('draft');
    expect(await getAnnouncement(id)).toBeNull();

    const before = Date.now();
    await updateAnnouncement(id, { title: 'Exhibition', content: 'Projects due.', timing: { kind: 'now' } }, await opened());
    expect(((await getLogged(`announcements/${id}`, 'publish'))?.datePosted as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect((await listLatestAnnouncements()).map((item) => item.id)).toContain(id);
  });

  it('publishes a draft, or a scheduled notice, in one step: dated now, no longer a draft, logged as published', async () => {
    const draft = await addAnnouncement({ title: 'Sports day kit', content: 'White shoes.', imageUrls: [], timing: { kind: 'draft' } });
    const later = await addAnnouncement({ title: 'Term fees', content: 'Due soon.', imageUrls: [], timing: { kind: 'scheduled', at: new Date(Date.now() + 2 * 24 * 60 * MINUTE) } });
    const before = Date.now();

    await publishAnnouncement({ id: draft, title: 'Sports day kit' });
    await publishAnnouncement({ id: later, title: 'Term fees' });

    for (const id of [draft, later]) {
      const published = await getLogged(`announcements/${id}`, 'publish');
      expect(published).not.toHaveProperty('draft');
      expect((published?.datePosted as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
      expect(await getAnnouncement(id)).toMatchObject({ id, draft: false });
    }
  });

  it('keeps the date of a published notice that is edited, and sets or clears its take-down time', async () => {
    const takeDownAt = new Date(Date.now() + 3 * 24 * 60 * MINUTE);
    await updateAnnouncement('published', { title: 'Published', content: 'Edited.', takeDownAt }, await openedIn(listAnnouncementsForAdmin(), 'published'));
    expect(await getLogged('announcements/published', 'edit')).toMatchObject({ datePosted: new Date('2026-01-05T09:00:00Z'), takeDownAt });
    await updateAnnouncement('published', { title: 'Published', content: 'Edited.', takeDownAt: null }, await openedIn(listAnnouncementsForAdmin(), 'published'));
    expect(await getRaw('announcements/published')).not.toHaveProperty('takeDownAt');
  });
});

// Last in the file: the reads learn the server's clock once a fast clock is refused, and keep that for the file.
describe('a visitor whose clock is wrong', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it('a clock ten minutes slow still gets the published list', async () => {
    await putRaw('announcements/published', announcement('Published', '2026-01-05T09:00:00Z', false));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10 * MINUTE);
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual(['published']);
    vi.useRealTimers();
  });

  it('a clock ten minutes fast is refused once, then reads with the server’s time, and not what is scheduled', async () => {
    await putRaw('announcements/published', announcement('Published', '2026-01-05T09:00:00Z', false));
    await putRaw('announcements/soon', { ...announcement('Soon', '2026-01-01T00:00:00Z', false), datePosted: new Date(Date.now() + 5 * MINUTE) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual(['published']);
    expect((await listArchivedAnnouncements()).announcements.map((item) => item.id)).toEqual([]);
  });
});
