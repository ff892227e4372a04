import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getYearPlanner } from '@/features/year-planner/yearPlannerService';
import { saveYearPlanner } from '@/features/year-planner/admin/yearPlannerAdminService';
import { clearFirestore, closeEmulatorClients, getLogged, putRaw, signInAsAdmin } from './emulator';

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('year planner', () => {
  it('is null until one has been uploaded', async () => {
    expect(await getYearPlanner()).toBeNull();
  });

  it('saves the planner and reads it back with its upload time', async () => {
    const before = Date.now();

    await saveYearPlanner({ url: 'https://res.cloudinary.com/demo/image/upload/planner-2026.jpg', year: ' 2026-27 ' });

    const stored = await getLogged('year_planner/planner', 'edit');
    expect(stored).toMatchObject({ url: 'https://res.cloudinary.com/demo/image/upload/planner-2026.jpg', year: '2026-27' });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['updatedAt', 'uploadedAt', 'url', 'year']);
    const planner = await getYearPlanner();
    expect(planner).toMatchObject({ url: 'https://res.cloudinary.com/demo/image/upload/planner-2026.jpg', year: '2026-27' });
    expect(planner?.uploadedAt).toBeInstanceOf(Date);
    expect(Math.abs((planner?.uploadedAt?.getTime() ?? 0) - before)).toBeLessThan(60_000);
  });

  it('a new upload replaces the previous planner', async () => {
    await saveYearPlanner({ url: 'https://res.cloudinary.com/demo/image/upload/planner-2025.jpg', year: '2025-26' });
    await saveYearPlanner({ url: '/demo/planner-2026.png', year: '2026-27' });

    expect(await getYearPlanner()).toMatchObject({ url: '/demo/planner-2026.png', year: '2026-27' });
  });

  it('is null when the stored address is unsafe, and trims a padded one', async () => {
    await putRaw('year_planner/planner', { url: 'javascript:alert(1)', year: '2026-27', uploadedAt: new Date('2026-04-01T00:00:00Z') });
    expect(await getYearPlanner()).toBeNull();

    await putRaw('year_planner/planner', { url: '  /demo/planner.jpg ', year: '2026-27', uploadedAt: new Date('2026-04-01T00:00:00Z') });
    expect(await getYearPlanner()).toEqual({ url: '/demo/planner.jpg', year: '2026-27', uploadedAt: new Date('2026-04-01T00:00:00Z') });
  });
});
