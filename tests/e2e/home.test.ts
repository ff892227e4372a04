import { expect, test } from 'vitest';
import { openBrowser } from './browser';
import { newestFirst, seededAnnouncements } from './seeded';

const browser = openBrowser();

test('the home page shows the three newest active announcements and no archived one', async () => {
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
