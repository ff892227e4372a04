import { setLogLevel, terminate } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listLatestAnnouncements } from '@/features/announcements/announcementsService';
import { addAnnouncement, setAnnouncementArchived } from '@/features/announcements/admin/announcementsAdminService';
import { addStaffGroup } from '@/features/administration/admin/staffAdminService';
import { saveYearPlanner } from '@/features/year-planner/admin/yearPlannerAdminService';
import { liveDb } from '@/lib/liveDb';
import {
  clearFirestore, closeEmulatorClients, getRaw, putRaw, rejectionCode, signInAsAdmin, signInAsStaff, signOutUser,
} from './emulator';

// The SDKs log every refused write; refusals are what this file expects.
setLogLevel('silent');
setLiteLogLevel('silent');

const notice = { title: 'Holiday', content: 'School closed on Monday.', imageUrls: [] };

beforeEach(async () => {
  await clearFirestore();
  await putRaw('announcements/existing', { title: 'Existing', content: 'Posted earlier.', imageUrls: [], datePosted: new Date('2026-01-01T00:00:00Z'), archived: false });
});
afterAll(async () => {
  await terminate(liveDb());
  await closeEmulatorClients();
});

describe('writes by someone who is not an administrator', () => {
  it('a signed-out visitor cannot post, archive or change anything, but still reads', async () => {
    await signOutUser();

    expect(await rejectionCode(addAnnouncement(notice))).toBe('permission-denied');
    expect(await rejectionCode(setAnnouncementArchived({ id: 'existing', title: 'Existing' }, true))).toBe('permission-denied');
    expect(await rejectionCode(saveYearPlanner({ url: 'https://res.cloudinary.com/demo/image/upload/p.jpg', year: '2026-27' }))).toBe('permission-denied');
    expect(await rejectionCode(addStaffGroup('site', 'faculty', { name: 'Science' }))).toBe('permission-denied');

    expect((await listLatestAnnouncements()).map((item) => [item.id, item.archived])).toEqual([['existing', false]]);
    expect(await getRaw('year_planner/planner')).toBeUndefined();
  });

  it('a signed-in user without the admin claim cannot post', async () => {
    await signInAsStaff();

    expect(await rejectionCode(addAnnouncement(notice))).toBe('permission-denied');
    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual(['existing']);
  });

  it('the same call succeeds once an administrator signs in', async () => {
    await signInAsAdmin();

    const id = await addAnnouncement(notice);

    expect((await listLatestAnnouncements()).map((item) => item.id)).toEqual([id, 'existing']);
  });
});
