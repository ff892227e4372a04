// /year-planner's picture in the browser on the seeded emulators (its key dates: keyDates.test.ts).
import { describe, expect, test } from 'vitest';
import { openBrowser, PHONE } from './browser';
import { seededDocument } from './seeded';

const planner = seededDocument('year_planner/planner') as { year: string; url: string };

const browser = openBrowser();

describe('Year planner', () => {
  test('shows the planner with its year and opens it full size', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/year-planner');
    const image = page.getByRole('img', { name: new RegExp(`Year planner ${planner.year}`) });
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(planner.url);
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('height')).toBeTruthy();
    await page.getByText(`Academic year ${planner.year}`).waitFor();

    await page.getByRole('button', { name: /Year planner/ }).click();
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    const newTab = page.getByRole('link', { name: 'Open the image in a new tab' });
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
