import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement, listArchivedAnnouncements, listLatestAnnouncements, LATEST_ANNOUNCEMENTS } from '@/features/announcements/announcementsService';
import { addAnnouncement, deleteAnnouncement, setAnnouncementArchived, updateAnnouncement } from '@/features/announcements/admin/announcementsAdminService';
import { clearFirestore, closeEmulatorClients, getRaw, openedIn, putRaw, signInAsAdmin } from './emulator';

function announcement(title: string, datePosted: string, archived: boolean) {
  return { title, content: `${title} details`, imageUrls: [], datePosted: new Date(datePosted), archived };
}

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('announcement lists', () => {
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
      datePosted: new Date('2026-04-20T09:00:00Z'), archived: false, updatedAt: null,
    });
  });

  it('lists every archived announcement, newest first, and no active one', async () => {
    await putRaw('announcements/a1', announcement('Old exam timetable', '2025-03-01T09:00:00Z', true));
    await putRaw('announcements/a2', announcement('Old holiday list', '2025-06-01T09:00:00Z', true));
    await putRaw('announcements/a3', announcement('Oldest circular', '2024-06-01T09:00:00Z', true));
    await putRaw('announcements/a4', announcement('Very old notice', '2023-06-01T09:00:00Z', true));
    await putRaw('announcements/live', announcement('Current notice', '2026-01-01T09:00:00Z', false));

    const archived = await listArchivedAnnouncements();

    expect(archived.map((item) => item.id)).toEqual(['a2', 'a1', 'a3', 'a4']);
    expect(archived.every((item) => item.archived)).toBe(true);
  });

  it('shows stored image addresses trimmed and skips unsafe ones', async () => {
    await putRaw('announcements/legacy', {
      ...announcement('Legacy', '2026-01-01T09:00:00Z', false),
      imageUrls: ['  https://img.example/a.jpg ', 'javascript:alert(1)', 42, '/demo/b.jpg'],
    });

    const [legacy] = await listLatestAnnouncements();

    expect(legacy?.imageUrls).toEqual(['https://img.example/a.jpg', '/demo/b.jpg']);
  });

  it('is empty when nothing has been posted', async () => {
    expect(await listLatestAnnouncements()).toEqual([]);
    expect(await listArchivedAnnouncements()).toEqual([]);
  });
});

describe('one announcement, for its own page', () => {
  it('is read whole, active or archived', async () => {
    await putRaw('announcements/live', announcement('Current notice', '2026-01-01T09:00:00Z', false));
    await putRaw('announcements/old', announcement('Old notice', '2025-01-01T09:00:00Z', true));

    expect(await getAnnouncement('live')).toEqual({
      id: 'live', title: 'Current notice', content: 'Current notice details', imageUrls: [],
      datePosted: new Date('2026-01-01T09:00:00Z'), archived: false, updatedAt: null, attachments: [],
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

    const id = await addAnnouncement({ title: '  Sports day  ', content: ' On Friday. ', imageUrls: ['https://img.example/sports.jpg'] });

    const stored = await getRaw(`announcements/${id}`);
    expect(stored).toMatchObject({ title: 'Sports day', content: 'On Friday.', imageUrls: ['https://img.example/sports.jpg'], archived: false });
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
    expect((await listArchivedAnnouncements()).map((item) => [item.id, item.archived])).toEqual([[id, true]]);

    await setAnnouncementArchived({ id, title: 'Fee reminder' }, false);
    expect((await listLatestAnnouncements()).map((item) => [item.id, item.archived])).toEqual([[id, false]]);
    expect(await listArchivedAnnouncements()).toEqual([]);
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
