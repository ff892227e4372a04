import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAnnouncement, updateAnnouncement } from '@/features/announcements/admin/announcementsAdminService';
import { listArchivedAnnouncements } from '@/features/announcements/announcementsService';
import { eventWriter } from '@/features/events/admin/eventsAdmin';
import { deleteStaffGroup } from '@/features/administration/admin/staffAdminService';
import { ItemGoneError } from '@/lib/liteDb';
import { deleteForever, RestoreConflictError, restoreFromTrash, TrashGoneError } from '@/lib/trash';
import { ADMIN, clearFirestore, closeEmulatorClients, getLogged, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument } from './emulator';

/** The archive's first page, as a list. */
const archivedNotices = async () => (await listArchivedAnnouncements()).announcements;

const deleteEvent = eventWriter.remove;

const EVENT: RawDocument = {
  title: 'Annual Day 2026',
  imageURLs: ['https://res.cloudinary.com/demo/image/upload/annual-1.jpg', '/demo/annual-2.jpg'],
  priority: 3,
  createdAt: new Date('2026-01-10T10:00:00Z'),
  archived: true,
};

beforeAll(signInAsAdmin);
beforeEach(async () => {
  await clearFirestore();
  await putRaw('events_gallery/annual-day', EVENT);
});
afterAll(closeEmulatorClients);

describe('deleting an item', () => {
  it('moves it whole to the trash, with who deleted it and when, and logs it', async () => {
    const before = Date.now();
    const trashId = await deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' });

    expect(trashId).toBe('events_gallery~annual-day');
    expect(await getRaw('events_gallery/annual-day')).toBeUndefined();
    const trashed = await getRaw(`trash/${trashId}`);
    expect(trashed).toMatchObject({ type: 'events_gallery', itemId: 'annual-day', path: 'events_gallery/annual-day', title: 'Annual Day 2026', item: EVENT, deletedBy: ADMIN.email });
    expect((trashed?.deletedAt as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(await getRaw(`activity/${String(trashed?.activity)}`)).toMatchObject({ by: ADMIN.email, type: 'events_gallery', itemId: 'annual-day', title: 'Annual Day 2026', action: 'delete' });
  });

  it('says so when someone else deleted it first, and writes nothing', async () => {
    await deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' });
    await expect(deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' })).rejects.toBeInstanceOf(ItemGoneError);
  });

  it('keeps a department with its members', async () => {
    const group = { title: 'Science', priority: 2, members: ['Meena', { name: 'Ravi', qualification: 'M.Sc.' }] };
    await putRaw('admins/school/faculty/science', group);
    await deleteStaffGroup('school', 'faculty', { id: 'science', title: 'Science' });
    expect(await getRaw('admins/school/faculty/science')).toBeUndefined();
    await restoreFromTrash('faculty~science');
    expect(await getLogged('admins/school/faculty/science', 'restore')).toEqual({ ...group, updatedAt: expect.any(Date) });
  });
});

describe('restoring it', () => {
  it('puts it back exactly as it was, under the same id, dated to the restore, and empties its place in the trash', async () => {
    const trashId = await deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' });
    await restoreFromTrash(trashId);

    expect(await getLogged('events_gallery/annual-day', 'restore')).toEqual({ ...EVENT, updatedAt: expect.any(Date) });
    expect(await getRaw(`trash/${trashId}`)).toBeUndefined();
  });

  it('dates an item that records its edits to the time of the restore', async () => {
    await putRaw('announcements/fees', { title: 'Fees', content: 'Due Friday.', imageUrls: [], datePosted: new Date('2026-11-01T04:00:00Z'), archived: true });
    await updateAnnouncement('fees', { title: 'Fees due', content: 'Due Friday.' }, await openedIn(archivedNotices(), 'fees'));
    const [edited] = await archivedNotices();
    const trashId = await deleteAnnouncement({ id: 'fees', title: 'Fees due' });

    await restoreFromTrash(trashId);

    const [restored] = await archivedNotices();
    expect(restored).toMatchObject({ id: 'fees', title: 'Fees due', datePosted: new Date('2026-11-01T04:00:00Z'), archived: true });
    expect(restored?.updatedAt?.getTime()).toBeGreaterThan(edited?.updatedAt?.getTime() ?? Infinity);
  });

  it('never overwrites an item stored under the same id since: it says so and the trash keeps its copy', async () => {
    const trashId = await deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' });
    const newer = { ...EVENT, title: 'Annual Day 2026 (new)' };
    await putRaw('events_gallery/annual-day', newer);

    await expect(restoreFromTrash(trashId)).rejects.toBeInstanceOf(RestoreConflictError);
    expect(await getRaw('events_gallery/annual-day')).toEqual(newer);
    expect(await getRaw(`trash/${trashId}`)).toMatchObject({ item: EVENT });
  });

  it('happens once: a second Undo says the item has left the trash', async () => {
    const trashId = await deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' });
    const results = await Promise.allSettled([restoreFromTrash(trashId), restoreFromTrash(trashId)]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: expect.any(TrashGoneError) });
    expect(await getLogged('events_gallery/annual-day', 'restore')).toEqual({ ...EVENT, updatedAt: expect.any(Date) });
  });
});

describe('deleting it for good', () => {
  it('removes it from the trash and logs it as purged', async () => {
    const trashId = await deleteEvent({ id: 'annual-day', title: 'Annual Day 2026' });
    const { activity } = (await getRaw(`trash/${trashId}`)) ?? {};

    await deleteForever(trashId);

    expect(await getRaw(`trash/${trashId}`)).toBeUndefined();
    expect(await getRaw('events_gallery/annual-day')).toBeUndefined();
    expect(await getRaw(`activity/${String(activity)}-end`)).toMatchObject({ by: ADMIN.email, itemId: 'annual-day', action: 'purge' });
    await expect(restoreFromTrash(trashId)).rejects.toBeInstanceOf(TrashGoneError);
  });
});
