import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { school } from '@/content/school';
import { DESKTOP, dataSettled, openBrowser, PHONE } from './browser';
import { newestFirst, seededAnnouncements, seededDocuments, titlesOf } from './seeded';

const browser = openBrowser();

/** The targets of docs/product-rules.md#menus-and-buttons, written out here rather than read from the code under test. */
const HERO_TARGETS = [
  { label: 'Announcements', path: '/Announcements' },
  { label: 'Explore Campus', path: '/InfrastructureSection' },
  { label: 'Apply Now', path: '/ImportantLinks' },
];
const RESOURCE_MENU_TARGETS = [
  '/about',
  '/InfrastructureSection',
  '/year-planner',
  '/overview',
  '/administration',
  '/ImportantLinks',
  '/OurEvents',
  '/Announcements',
  '/Achievements',
  '/Council',
  '/Feepayment',
  // Beyond the earlier site's eleven (issue 38).
  '/admissions',
];
const PHOTO_GRID = [
  { title: 'Taekwondo', tag: '#Sport' },
  { title: 'Gymnastics', tag: '#Sport' },
  { title: 'Chess', tag: '#Sport' },
  { title: 'Silambam', tag: '#Traditional' },
  { title: 'Table Tennis', tag: '#Sport' },
  { title: 'Football', tag: '#Sport' },
  { title: 'Athletics', tag: '#Sport' },
  { title: 'Dance', tag: '#Cultural' },
  { title: 'Skating', tag: '#Sport' },
];
const PHOTO_GRID_TARGETS = ['/school-overview', '/infrastructure', '/OurEvents', '/achievements'];
/** The sections after the hero (docs/product-rules.md#home): what a parent comes for first, then the school. */
const SECTIONS_AFTER_HERO = [
  'Announcements',
  'Coming up',
  'About Our School',
  'Our Campus',
  'Moments That Matter',
  'Our Events',
  'Important Links',
  'Achievements',
  'What we stand for',
  'Alumni Connect',
  'Disclosures & Collaborations',
];
const OPENER = 'Explore Our Resources';

const hero = (page: Page) => page.getByRole('region', { name: school.name, exact: true });
const resourceMenu = (page: Page) => page.getByRole('dialog', { name: OPENER });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const photoGridCards = (page: Page) => page.getByRole('region', { name: 'Moments That Matter' }).getByRole('listitem');

async function openResourceMenu(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: OPENER }).click();
  const menu = resourceMenu(page);
  await menu.waitFor();
  return menu;
}

async function expectOpensInNewTab(link: Locator): Promise<void> {
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

describe('the hero', () => {
  test('shows the school, its motto and three buttons that lead to their pages', async () => {
    const page = await browser.newPage(PHONE);
    for (const { label, path } of HERO_TARGETS) {
      await page.goto('/');
      await expect.poll(() => hero(page).getByRole('heading', { level: 1 }).innerText()).toBe(school.name);
      expect(await hero(page).getByText(school.motto, { exact: true }).isVisible()).toBe(true);

      await hero(page).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('main h1').waitFor();
    }
  });
});

describe('the order of the sections', () => {
  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s the latest notices and Coming up come right after the hero, then the rest: read and seen in that order', async (_, viewport) => {
    const page = await browser.newPage(viewport);
    await page.goto('/');
    await dataSettled(page);
    const sections = await page
      .getByRole('main')
      .locator(':scope > section')
      .evaluateAll((elements) =>
        elements.map((section) => {
          const { top, bottom } = section.getBoundingClientRect();
          const name = document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
          return { name, top: Math.round(top + window.scrollY), bottom: Math.round(bottom + window.scrollY) };
        }),
      );
    expect(sections.map(({ name }) => name)).toEqual([school.name, ...SECTIONS_AFTER_HERO]);
    // Seen as they are read (for the keyboard and screen readers): each starts where the one before it ends.
    for (const [index, section] of sections.entries()) {
      if (index > 0) expect(section.top, section.name).toBe(sections[index - 1]?.bottom);
    }
    // On a phone the notices start at the foot of the first screen (they were 13 screens down before issue 35).
    if (viewport === PHONE) expect(sections[1]?.top).toBeLessThan(1.1 * PHONE.height);
  });
});

describe('the announcements section', () => {
  test('shows the three newest active announcements and no archived one', async () => {
    const announcements = seededAnnouncements();
    const newestActive = announcements
      .filter((announcement) => !announcement.archived)
      .sort(newestFirst)
      .map((announcement) => announcement.title);
    const archived = announcements.filter((announcement) => announcement.archived).map((announcement) => announcement.title);
    expect(newestActive.length).toBeGreaterThan(3);
    expect(archived.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Announcements' }).getByRole('heading', { level: 3 });
    await cards.first().waitFor();

    expect(await cards.allTextContents()).toEqual(newestActive.slice(0, 3));
    const body = await page.locator('body').innerText();
    for (const title of [...archived, ...newestActive.slice(3)]) expect(body).not.toContain(title);
  });
});

describe('the resource menu', () => {
  test("opens full-screen with the earlier site's eleven cards and Admissions, and locks the page scroll", async () => {
    const page = await browser.newPage(DESKTOP);
    const menu = await openResourceMenu(page);

    const cards = menu.getByRole('link');
    expect(await cards.count()).toBe(RESOURCE_MENU_TARGETS.length);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(RESOURCE_MENU_TARGETS);

    await menu.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });

    expect(await bodyOverflow(page)).toBe('hidden');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 40);
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Focus moves into the menu, and the keyboard never reaches the page behind it (a modal <dialog> makes
    // the page inert; past the last card the browser's own controls take focus, seen here as <body>).
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (let press = 0; press < RESOURCE_MENU_TARGETS.length + 3; press += 1) {
      await page.keyboard.press('Tab');
      const focus = await menu.evaluate((dialog) =>
        dialog.contains(document.activeElement) ? 'menu' : document.activeElement === document.body ? 'browser' : 'page',
      );
      expect(focus).not.toBe('page');
    }
  });

  test('the close button closes it and gives the page its scroll back', async () => {
    const page = await browser.newPage(PHONE);
    const menu = await openResourceMenu(page);
    await menu.getByRole('button', { name: 'Close' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Escape closes it', async () => {
    const page = await browser.newPage(DESKTOP);
    const menu = await openResourceMenu(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('choosing a card closes it and goes to that page', async () => {
    const page = await browser.newPage(PHONE);
    const menu = await openResourceMenu(page);
    await menu.getByRole('link', { name: /Student Council/ }).click();
    await page.waitForURL((url) => url.pathname === '/Council');
    await page.locator('main h1').waitFor();
    expect(await resourceMenu(page).count()).toBe(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test("'Explore Our Resources' appears on the home page only", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    expect(await page.getByRole('button', { name: OPENER }).isVisible()).toBe(true);
    for (const path of ['/about', '/Announcements', '/OurEvents', '/ImportantLinks', '/no-such-page']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      expect(await page.getByRole('button', { name: OPENER }).count(), path).toBe(0);
    }
  });
});

describe("the 'moments that matter' photo grid", () => {
  test('has the nine items with their tags, captions, images and alternating tilt', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const cards = photoGridCards(page);
    await cards.first().waitFor();
    expect(await cards.count()).toBe(PHOTO_GRID.length);

    for (const [index, { title, tag }] of PHOTO_GRID.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(title);
      expect(await card.getByText(tag, { exact: true }).count()).toBe(1);
      expect((await card.locator('p').innerText()).length).toBeGreaterThan(10);
      const image = card.getByRole('img');
      expect(await image.getAttribute('alt')).toBeTruthy();
      expect(await image.getAttribute('width')).toBe('800');
      expect(await image.getAttribute('height')).toBe('600');
      expect(await card.getAttribute('data-tilt')).toBe(index % 2 === 0 ? 'left' : 'right');
    }
    // The tilt is visible: the cards lean opposite ways.
    const angles = await cards.evaluateAll((items) =>
      items.slice(0, 2).map((item) => new DOMMatrixReadOnly(getComputedStyle(item).transform).b),
    );
    expect(Math.sign(angles[0] ?? 0)).toBe(-Math.sign(angles[1] ?? 0));
  });

  test('marks each item when it scrolls into view', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    const last = photoGridCards(page).last();
    await last.waitFor({ state: 'attached' });
    expect(await last.getAttribute('class')).not.toContain('is-in-view');

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute('class')).toContain('is-in-view');
  });

  test('its links are full page loads to its four pages', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const links = photoGridCards(page).getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toHaveLength(PHOTO_GRID.length);
    expect(new Set(hrefs)).toEqual(new Set(PHOTO_GRID_TARGETS));

    // A marker on the old document disappears only if the browser loads a new one.
    await page.evaluate(() => Object.assign(window, { homePageMarker: true }));
    const link = links.filter({ hasText: 'Silambam' });
    const target = await link.getAttribute('href');
    await Promise.all([page.waitForEvent('load'), link.click()]);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await page.evaluate(() => 'homePageMarker' in window)).toBe(false);
    await page.locator('main h1').waitFor();
  });
});

describe('the lower blocks', () => {
  test('the highlight strip names the three ideas with a line each', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    for (const title of ['Holistic Education', 'Innovation in Learning', 'Global Outlook']) {
      const heading = page.getByRole('heading', { name: title, exact: true });
      await heading.waitFor();
      const line = await heading.evaluate((element) => element.nextElementSibling?.textContent ?? '');
      expect(line.length, title).toBeGreaterThan(20);
    }
  });

  test("Alumni Connect's 'Share Your Journey' opens the external form in a new tab", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Alumni Connect' });
    const link = section.getByRole('link', { name: 'Share Your Journey', exact: true });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    await expectOpensInNewTab(link);
  });

  test("the disclosure documents' PDFs open in a new tab through 'View PDF' and are served", async () => {
    const seeded = seededDocuments('disclosure_documents/').sort((a, b) => (a.order as number) - (b.order as number));
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const links = page.getByRole('link', { name: 'View PDF', exact: true });
    await links.first().waitFor();
    expect(await links.count()).toBe(seeded.length);
    const describedBy = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => document.getElementById(anchor.getAttribute('aria-describedby') ?? '')?.textContent),
    );
    expect(describedBy).toEqual(titlesOf(seeded));

    for (let index = 0; index < seeded.length; index += 1) {
      const link = links.nth(index);
      await expectOpensInNewTab(link);
      const response = await page.request.get(String(await link.getAttribute('href')));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

/** The page's count of the circles its canvases have drawn (set up by the test). */
interface CirclesDrawn {
  circlesDrawn: number;
}

describe('the particle background', () => {
  // The particles wait for an idle moment after the first paint, which a busy machine may delay.
  test('appears behind the hero, out of the way of its text', { timeout: 60_000 }, async () => {
    const page = await browser.newPage(DESKTOP);
    await page.addInitScript(() => {
      const counter = globalThis as unknown as CirclesDrawn;
      counter.circlesDrawn = 0;
      for (const context of [CanvasRenderingContext2D, OffscreenCanvasRenderingContext2D]) {
        const arc = context.prototype.arc;
        context.prototype.arc = function countedArc(...args: Parameters<typeof arc>) {
          counter.circlesDrawn += 1;
          return arc.apply(this, args);
        };
      }
    });
    await page.goto('/');
    const canvas = hero(page).locator('canvas');
    await canvas.waitFor({ timeout: 50_000 });
    expect(await canvas.count()).toBe(1);
    expect(await canvas.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const [heroBox, canvasBox] = await Promise.all([hero(page).boundingBox(), canvas.boundingBox()]);
    expect(canvasBox?.width).toBeCloseTo(heroBox?.width ?? 0, 0);
    expect(canvasBox?.height).toBeCloseTo(heroBox?.height ?? 0, 0);
    // Its start is taken in steps (src/features/home/HeroParticles.tsx): they all run, and its 30 particles are drawn,
    // frame after frame (counted as the circles drawn on any canvas: the page cannot read this one's pixels).
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as CirclesDrawn).circlesDrawn), { timeout: 20_000 }).toBeGreaterThanOrEqual(90);
  });

  test('is not loaded at all when the visitor prefers reduced motion', async () => {
    const page = await browser.newPage(DESKTOP, { reducedMotion: 'reduce' });
    const particleRequests: string[] = [];
    page.on('request', (request) => {
      if (/particles/i.test(request.url())) particleRequests.push(request.url());
    });
    await page.goto('/');
    await hero(page).getByRole('heading', { level: 1 }).waitFor();
    // Give the page an idle moment, when the particles would otherwise start loading.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve), { timeout: 3000 })),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(await page.locator('canvas').count()).toBe(0);
    expect(particleRequests).toEqual([]);
  });
});
