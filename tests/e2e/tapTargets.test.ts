/**
 * Every link and button a finger must hit on a 375 px phone is at least 44 x 44 px (WCAG's enhanced target size):
 * the school's phone number in the contact block, the footer's social links, the admin's Edit and Delete. Links inside
 * a sentence are left out, as WCAG leaves them out: their size is the text's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { prerenderedHeads } from '@/app/pageHeads';
import { adminPages, DASHBOARD_PATH } from '@/content/adminPages';
import { openAsAdmin } from './adminSession';
import { dataSettled, openBrowser, PHONE } from './browser';
import { addressOf } from './seeded';

const browser = openBrowser();
const MIN_TARGET = 44;
const publicPaths = prerenderedHeads.flatMap((head) => (head.path === null ? [] : [addressOf(head.path)]));

/** The controls on the page smaller than a fingertip, as 'text (width x height)'. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, summary, [role="button"]');
    return [...controls].flatMap((control) => {
      const { width, height } = control.getBoundingClientRect();
      // Not shown (a closed menu: a <details>' content keeps boxes; a visually hidden skip link), or a link in running text.
      if (!control.checkVisibility() || width <= 1 || height <= 1 || control.closest('p, [aria-hidden="true"]')) return [];
      if (width >= min && height >= min) return [];
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      return [`${name} (${Math.round(width)} x ${Math.round(height)})`];
    });
  }, MIN_TARGET);
}

describe('on a 375 px phone, every link and button outside running text is at least 44 x 44 px', () => {
  test.each(publicPaths)('%s', async (path) => {
    const page = await browser.newPage(PHONE);
    await page.goto(path);
    await dataSettled(page);
    expect(await smallTargets(page)).toEqual([]);
  });

  test.each([DASHBOARD_PATH, ...adminPages.map((entry) => entry.path)])('admin: %s', async (path) => {
    const page = await browser.newPage(PHONE);
    await openAsAdmin(page, path);
    // The guard has let the page in (its bar is shown), and then its lists have loaded.
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await dataSettled(page);
    expect(await smallTargets(page)).toEqual([]);
  });
});
