/**
 * Nothing moves as a public page loads and its data arrives: the layout shifts a browser reports from the first
 * paint until every data section has settled add up to at most 0.02 (Lighthouse's CLS, a 'good' page is <= 0.1).
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prerenderedHeads } from '@/app/pageHeads';
import { dataSettled, openBrowser } from './browser';
import { addressOf } from './seeded';
import { FIRESTORE_EMULATOR } from './emulatorRest';

const browser = openBrowser();
/** Lighthouse's mobile screen. */
const MOBILE = { width: 412, height: 823 } as const;
const paths = prerenderedHeads.flatMap((head) => (head.path === null ? [] : [addressOf(head.path)]));

/** Starts summing layout shifts (without recent input) before the page's first byte is parsed. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, shifts: [] as { value: number; sources: string[] }[] };
    (window as unknown as { layoutShifts: typeof record }).layoutShifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftOf(path: string, classes?: string[]) {
  const page = await browser.newPage(MOBILE);
  await recordLayoutShifts(page);
  if (classes) await page.addInitScript((chosen) => localStorage.setItem('school-site-classes', chosen), JSON.stringify(classes));
  await page.goto(path);
  await dataSettled(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: { total: number; shifts: { value: number; sources: string[] }[] } }).layoutShifts);
}

describe.each(paths)('%s, with the seeded data', (path) => {
  test('shifts by at most 0.02 from load until its data has arrived', async () => {
    const { total, shifts } = await layoutShiftOf(path);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
});

// The line above a filtered list says the device's classes once the page has hydrated: in the prerendered line's place.
describe.each(['/', '/Announcements', '/archive', '/year-planner'])('%s, on a device that chose classes', (path) => {
  test('shifts by at most 0.02 from load until its data has arrived', async () => {
    const { total, shifts } = await layoutShiftOf(path, ['Pre-KG', 'IV', 'IX', 'XII']);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
});

describe('with an empty database', () => {
  // Emptied for these tests only, then seeded again for the suites that follow.
  beforeAll(async () => {
    const emptied = await fetch(`${FIRESTORE_EMULATOR}/emulator/v1/projects/demo-school-site/databases/(default)/documents`, { method: 'DELETE' });
    expect(emptied.ok).toBe(true);
  });
  afterAll(() => {
    execFileSync(process.execPath, ['scripts/seed.mjs'], { stdio: 'ignore' });
  });

  test.each(paths)('%s shifts by at most 0.02 while its sections say they are empty', async (path) => {
    const { total, shifts } = await layoutShiftOf(path);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
});
