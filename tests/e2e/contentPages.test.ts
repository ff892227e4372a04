import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ACHIEVEMENT_FALLBACK_IMAGE } from '@/features/achievements/achievementDisplay';
import { DESKTOP, documentScrollWidth, openBrowser, PHONE } from './browser';
import { EVENTS_PAGE } from '@/features/events/eventsService';
import { deleteDocumentsWhere, isFirestoreRequest, putDocument } from './emulatorRest';
import { hiddenByPriority, seededDocuments, visibleByPriority } from './seeded';
import { must } from '../support/must';

const browser = openBrowser();
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The headings of the page's content (level 2 inside main: the layout's own headings are left out). */
const contentHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await contentHeadings(page).first().waitFor();
}

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);
}

/** Waits for an image to have loaded with real pixels (scrolling it into view first, as it may be lazy). */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : -1)), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(0);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

describe.each(viewports)('Infrastructure page on a %s', (_name, viewport) => {
  const items = visibleByPriority(seededDocuments('infrastructure_items/'));

  test('lists the items with a numeric priority, ascending, with upper-case titles; hides the others', async () => {
    const page = await browser.newPage(viewport);
    await openPage(page, '/InfrastructureSection');

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Infrastructure Highlights');
    const titles = contentHeadings(page);
    expect(await titles.allInnerTexts()).toEqual(items.map((item) => String(item.title).toUpperCase()));
    const main = await page.getByRole('main').innerText();
    for (const item of hiddenByPriority(seededDocuments('infrastructure_items/'))) {
      expect(main.toLowerCase()).not.toContain(String(item.title).toLowerCase());
    }
    expect(await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).count()).toBe(items.length);

    // Alternating on desktop (picture left, then right); stacked, picture first, on a phone.
    const [first, second] = [0, 1].map((index) => page.getByRole('main').getByRole('article').nth(index)) as [Locator, Locator];
    const box = async (article: Locator, selector: string) => {
      const found = await article.locator(selector).boundingBox();
      if (!found) throw new Error(`${selector} is not visible`);
      return found;
    };
    const [firstImage, firstText] = [await box(first, 'img'), await box(first, 'h2')];
    const [secondImage, secondText] = [await box(second, 'img'), await box(second, 'h2')];
    if (viewport.width >= 1000) {
      expect(firstImage.x).toBeLessThan(firstText.x);
      expect(secondImage.x).toBeGreaterThan(secondText.x);
    } else {
      expect(firstImage.y).toBeLessThan(firstText.y);
      expect(secondImage.y).toBeLessThan(secondText.y);
    }
    await noHorizontalScroll(page, viewport.width);
  });

  test("'More' opens a gallery of that item's photos, closed by the cross and by Escape", async () => {
    const page = await browser.newPage(viewport);
    await openPage(page, '/InfrastructureSection');
    const item = must(items[1], 'a second infrastructure item');
    const more = page.getByRole('main').getByRole('button', { name: 'More', exact: true }).nth(1);

    await more.click();
    const dialog = page.getByRole('dialog', { name: String(item.title) });
    await dialog.waitFor();
    const sources = await dialog.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources).toEqual(item.gallery);
    await noHorizontalScroll(page, viewport.width);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await more.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the gallery.
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe.each(viewports)('Our Events page on a %s', (_name, viewport) => {
  const events = visibleByPriority(seededDocuments('events_gallery/'));

  test('shows each event with a numeric priority, ascending, upper-cased, with all its photos; hides the others', async () => {
    const page = await browser.newPage(viewport);
    await openPage(page, '/OurEvents');

    expect(await contentHeadings(page).allInnerTexts()).toEqual(events.map((event) => String(event.title).toUpperCase()));
    const main = (await page.getByRole('main').innerText()).toLowerCase();
    for (const event of hiddenByPriority(seededDocuments('events_gallery/'))) expect(main).not.toContain(String(event.title).toLowerCase());

    const photos = page.getByRole('main').getByRole('img');
    const expected = events.flatMap((event) => event.imageURLs as string[]);
    expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(expected);
    const sized = await photos.evaluateAll((images) => images.every((image) => image.getAttribute('width') && image.getAttribute('height') && image.getAttribute('alt')));
    expect(sized).toBe(true);
    await noHorizontalScroll(page, viewport.width);
  });

  test(`shows ${EVENTS_PAGE} events at a time: 'Show more events' adds the next, the focus on the first it adds`, { timeout: 60_000 }, async () => {
    // More events than a page (after the seeded ones, by priority), removed again when the test ends.
    const run = `E2E paging ${viewport.width} ${Date.now()}`;
    const added = Array.from({ length: EVENTS_PAGE + 2 - events.length }, (_, index) => `${run} ${String(index).padStart(2, '0')}`);
    try {
      for (const [index, title] of added.entries()) {
        await putDocument(`events_gallery/paging-${viewport.width}-${index}`, { title, imageURLs: ['/demo/events/annual-day-2025-1.webp'], priority: 1000 + index, createdAt: new Date(), archived: false });
      }
      const page = await browser.newPage(viewport);
      await openPage(page, '/OurEvents');
      const all = [...events.map((event) => String(event.title)), ...added].map((title) => title.toUpperCase());
      await expect.poll(() => contentHeadings(page).allInnerTexts()).toEqual(all.slice(0, EVENTS_PAGE));

      await page.getByRole('button', { name: 'Show more events' }).click();
      await expect.poll(() => contentHeadings(page).allInnerTexts()).toEqual(all);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(added.at(-2));
      expect(await page.getByRole('button', { name: 'Show more events' }).count()).toBe(0);
    } finally {
      await deleteDocumentsWhere('events_gallery', 'title', run);
    }
  });

  test("a photo opens full size in the lightbox; Previous, Next and the arrow keys go through that event's photos; a click on the overlay or Escape closes it", async () => {
    const page = await browser.newPage(viewport);
    await openPage(page, '/OurEvents');
    const event = must(events.find((candidate) => (candidate.imageURLs as string[]).length === 3), 'an event with three photos');
    const title = String(event.title);
    const sources = event.imageURLs as string[];
    const photoButton = page.getByRole('main').getByRole('button', { name: `${title}, photo 2 of 3` });
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    // The slide on screen (the others are inert off-screen slides).
    const current = lightbox.locator('.yarl__slide_current img');
    // Photo `index` is shown, its slide come to rest (the lightbox ignores a click while a slide moves).
    const expectShown = async (index: number) => {
      await expect.poll(() => current.getAttribute('alt')).toBe(`${title}, photo ${index} of 3`);
      expect(await current.getAttribute('src')).toBe(sources[index - 1]);
      await expect.poll(() => lightbox.locator('.yarl__slide_current').evaluate((slide) => Math.abs(slide.getBoundingClientRect().left) < 1)).toBe(true);
    };

    await photoButton.click();
    await lightbox.waitFor();
    await expectShown(2);
    await expect.poll(() => loadedWidth(current)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expectShown(3);
    // Past the last photo of the event comes its first again: only this event's photos are in the lightbox.
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expectShown(1);
    await page.keyboard.press('ArrowLeft');
    await expectShown(3);
    await lightbox.getByRole('button', { name: 'Previous' }).click();
    await expectShown(2);

    // A click on the overlay, beside the photo, closes it.
    await lightbox.click({ position: { x: viewport.width / 2, y: viewport.height - 5 } });
    await lightbox.waitFor({ state: 'detached' });

    // From the keyboard: Enter on a focused photo opens it, Escape closes it and focus returns to the photo.
    await photoButton.focus();
    await page.keyboard.press('Enter');
    await lightbox.waitFor();
    await expectShown(2);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    expect(await photoButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe.each(viewports)('Achievements page on a %s', (_name, viewport) => {
  const achievements = visibleByPriority(seededDocuments('achievements/'));

  test('lists achievements by priority, fading up over 800 ms, each image loaded (imageURL or a spaced imageUrl)', async () => {
    expect(achievements.some((achievement) => typeof achievement.imageUrl === 'string' && achievement.imageUrl !== achievement.imageUrl.trim())).toBe(true);
    const page = await browser.newPage(viewport);
    await openPage(page, '/Achievements');

    expect(await contentHeadings(page).allInnerTexts()).toEqual(achievements.map((achievement) => String(achievement.title)));
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(achievements.length);
    for (let index = 0; index < achievements.length; index++) {
      const card = cards.nth(index);
      expect(await card.getAttribute('data-aos')).toBe('fade-up');
      expect(await card.getAttribute('data-aos-duration')).toBe('800');
      const achievement = must(achievements[index], 'an achievement');
      const image = card.getByRole('img', { name: String(achievement.title) });
      const stored = String(achievement.imageURL ?? achievement.imageUrl).trim();
      expect(await image.getAttribute('src')).toBe(stored);
      expect(await loadedWidth(image), stored).toBeGreaterThan(0);
    }
    await noHorizontalScroll(page, viewport.width);
  });

  test('an image that fails to load is replaced by the fallback image', async () => {
    const broken = must(achievements.at(-1), 'an achievement');
    const brokenUrl = String(broken.imageURL ?? broken.imageUrl).trim();
    const page = await browser.newPage(viewport);
    // The picture is gone in every stored width the browser may choose from.
    await page.route(`**${brokenUrl.replace(/\.webp$/, '')}*`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openPage(page, '/Achievements');

    const image = page.getByRole('main').getByRole('img', { name: String(broken.title) });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.getAttribute('src'), { timeout: 10_000 }).toBe(ACHIEVEMENT_FALLBACK_IMAGE);
    expect(await loadedWidth(image)).toBeGreaterThan(0);
    // The others keep their own images.
    const first = page.getByRole('main').getByRole('img', { name: String(must(achievements[0], 'an achievement').title) });
    expect(await first.getAttribute('src')).not.toBe(ACHIEVEMENT_FALLBACK_IMAGE);
  });
});

describe('scroll animations', () => {
  test('start on the first scroll, leave what is already in view as it is, and fade up what scrolls in', async () => {
    const page = await browser.newPage(PHONE);
    const animationRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/aos[-.]/.test(new URL(request.url()).pathname)) animationRequests.push(request.url());
    });
    await openPage(page, '/Achievements');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(animationRequests, 'nothing of the animations loads before the visitor scrolls').toEqual([]);

    const cards = page.getByRole('main').getByRole('article');
    const first = cards.first();
    const last = cards.last();
    // On a slow connection the animations' stylesheet may arrive well before their script: it must not hide what is
    // in view meanwhile. The script is held until the stylesheet has loaded and the page has drawn twice.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/aos-[^/]*\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    const stylesheet = page.waitForResponse(/\/aos-[^/]*\.css$/);
    await page.mouse.wheel(0, 100);
    await (await stylesheet).finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await first.evaluate((card) => getComputedStyle(card).opacity), 'the card in view stays shown while the animations load').toBe('1');
    releaseScript();
    await expect.poll(() => last.evaluate((card) => card.classList.contains('aos-init')), { timeout: 10_000 }).toBe(true);
    const fading = (card: Element) => ({
      opacity: getComputedStyle(card).opacity,
      opacityTransitions: card.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'opacity').length,
    });
    expect(await first.evaluate(fading), 'the card in view is not faded in again').toEqual({ opacity: '1', opacityTransitions: 0 });
    // The last card, far below, is hidden until it scrolls into view.
    await expect.poll(() => last.evaluate((card) => getComputedStyle(card).opacity), { timeout: 5000 }).toBe('0');

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((card) => getComputedStyle(card).opacity), { timeout: 5000 }).toBe('1');
  });
});

describe.each(viewports)('Important Links page on a %s', (_name, viewport) => {
  test("each link's button says its buttonText, or 'Open', and opens a new tab safely", async () => {
    const links = seededDocuments('important_links/');
    expect(links.some((link) => !link.buttonText)).toBe(true);
    const page = await browser.newPage(viewport);
    await openPage(page, '/ImportantLinks');

    expect(await contentHeadings(page).allInnerTexts()).toEqual(
      [...links].sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime()).map((link) => String(link.title)),
    );
    for (const link of links) {
      const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: String(link.title), exact: true }) });
      const button = card.getByRole('link');
      expect(await button.count()).toBe(1);
      expect(await button.locator('.link-button__label').innerText()).toBe(link.buttonText ? String(link.buttonText) : 'Open');
      expect(await button.getAttribute('href')).toBe(link.url);
      expect(await button.getAttribute('target')).toBe('_blank');
      expect(await button.getAttribute('rel')).toBe('noopener noreferrer');
      if (link.description) expect(await card.innerText()).toContain(String(link.description));
    }
    await noHorizontalScroll(page, viewport.width);
  });
});

test('a failed read shows the retry message, and Retry recovers once the connection is back', async () => {
  const page = await browser.newPage(PHONE);
  await page.route(isFirestoreRequest, (route) => route.abort());
  await page.goto('/ImportantLinks');

  const alert = page.getByRole('main').getByRole('alert');
  await alert.waitFor({ timeout: 20_000 });
  expect(await alert.innerText()).toContain("We couldn't load the important links. Please check your connection and try again.");

  await page.unroute(isFirestoreRequest);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await contentHeadings(page).first().waitFor();
  expect(await contentHeadings(page).count()).toBe(seededDocuments('important_links/').length);
  expect(await alert.count()).toBe(0);
});
