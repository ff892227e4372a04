import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { about } from '@/content/about';
import { shippedFeeContent } from '@/content/feePayment';
import { dropdownLinks, topBarLinks } from '@/content/navigation';
import { facts, missions, uniformGroups } from '@/content/overview';
import { school } from '@/content/school';
import { sisterSchools } from '@/content/sisterSchools';
import { DESKTOP, dataSettled, openBrowser, PHONE } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { must } from '../support/must';

const browser = openBrowser();

async function linksOf(container: Locator): Promise<{ label: string; href: string | null }[]> {
  const links = container.getByRole('link');
  const count = await links.count();
  const result = [];
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    result.push({ label: (await link.innerText()).trim(), href: await link.getAttribute('href') });
  }
  return result;
}

async function expectOpensInNewTab(link: Locator): Promise<void> {
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

describe('the top bar on a desktop', () => {
  test('shows the menu\'s links and labels and marks the current page, aliases included', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/InfrastructureSection');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();

    expect(await linksOf(nav)).toEqual(topBarLinks.map((link) => ({ label: link.label, href: link.to })));
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(['Infrastructure']);
    expect(await menuButton(page).isVisible()).toBe(false);

    await nav.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/Overview');
    await page.getByRole('heading', { level: 1, name: 'School Overview' }).waitFor();
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(['Overview']);
  });

  test('a skip link is the first stop of the keyboard and moves focus to the page', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe('the menu on a phone', () => {
  test('the hamburger opens the dropdown, which uses /Links and /Events, and choosing a page closes it', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    await page.locator('main h1').waitFor();
    const button = menuButton(page);
    const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));

    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await dropdown.isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await dropdown.waitFor();
    expect(await linksOf(dropdown)).toEqual(dropdownLinks.map((link) => ({ label: link.label, href: link.to })));
    expect(dropdownLinks.map((link) => link.to)).toEqual(expect.arrayContaining(['/Links', '/Events']));
    expect(await dropdown.locator('[aria-current="page"]').allInnerTexts()).toEqual(['About']);

    await dropdown.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL((url) => url.pathname === '/Events');
    await dropdown.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.title()).toBe(`Events & Gallery | ${school.name}`);

    await button.click();
    await dropdown.getByRole('link', { name: 'Links' }).click();
    await page.waitForURL((url) => url.pathname === '/Links');
    await dropdown.waitFor({ state: 'hidden' });
  });

  test('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const button = menuButton(page);
    const dropdownId = await button.getAttribute('aria-controls');
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate((id) => document.activeElement?.closest('nav')?.id === id, dropdownId)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(button)).toBe(true);

    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  test('a tap outside the open dropdown closes it', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/overview');
    await page.locator('main h1').waitFor();
    const button = menuButton(page);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the footer', () => {
  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("lists the twelve 'Schools under the trust', each opening in a new tab (%s)", async (name, viewport) => {
    const page = await browser.newPage(viewport);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const schools = footer.getByRole('region', { name: 'Schools under the trust' });
    await schools.getByRole('heading', { name: 'Schools under the trust' }).waitFor();

    const links = schools.getByRole('link');
    expect(await links.count()).toBe(12);
    expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(sisterSchools.map((entry) => entry.url));
    for (let index = 0; index < 12; index += 1) await expectOpensInNewTab(links.nth(index));
    expect(await links.first().innerText()).toContain(must(sisterSchools[0], 'a sister school').name);

    if (name === 'desktop') {
      const lefts = await links.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(3);
    }
  });

  test('holds the contact block: address, mail, phone, and a map that still offers a link when it cannot load', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    const contact = page.getByRole('contentinfo').getByRole('region', { name: 'Contact us' });
    await contact.waitFor();

    const text = await contact.innerText();
    for (const line of school.addressLines) expect(text).toContain(line);
    expect(await contact.getByRole('link', { name: school.email }).getAttribute('href')).toBe(`mailto:${school.email}`);
    expect(await contact.getByRole('link', { name: school.phone.display }).getAttribute('href')).toBe(`tel:${school.phone.dial}`);

    const mapLink = contact.getByRole('link', { name: 'Open in Google Maps' });
    await mapLink.scrollIntoViewIfNeeded();
    const map = contact.locator('iframe');
    expect(await map.getAttribute('title')).toContain(school.name);
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('src')).toBe(school.map.embedUrl);

    expect(await mapLink.isVisible()).toBe(true);
    expect(await mapLink.getAttribute('href')).toBe(school.map.linkUrl);
    await expectOpensInNewTab(mapLink);
  });

  test("loads the Google map only when the reader comes near it, once the page's data has arrived", async () => {
    const page = await browser.newPage(PHONE);
    const mapHost = new URL(school.map.embedUrl).host;
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === mapHost) mapRequests.push(request.url());
    });
    const response = await page.goto('/OurEvents');
    expect(await must(response, 'an answer').text()).not.toContain('<iframe');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await dataSettled(page);
    await page.evaluate(() => new Promise((resolve) => (document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve))));

    const frame = page.getByRole('contentinfo').locator('.contact__map-frame');
    expect(await frame.evaluate((element) => element.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(1_000);
    expect(await frame.locator('iframe').count()).toBe(0);
    expect(mapRequests).toEqual([]);

    await frame.scrollIntoViewIfNeeded();
    expect(await frame.locator('iframe').getAttribute('src')).toBe(school.map.embedUrl);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('in view while the page still waits for its data, the map waits too, and loads when the data has come', async () => {
    const page = await browser.newPage(PHONE);
    const held: Route[] = [];
    await page.route(isFirestoreRequest, (route) => void held.push(route));
    await page.goto('/Announcements');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const frame = page.getByRole('contentinfo').locator('.contact__map-frame');
    await frame.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await frame.locator('iframe').count()).toBe(0);

    for (const route of held) await route.continue();
    await page.unroute(isFirestoreRequest);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await frame.scrollIntoViewIfNeeded();
    expect(await frame.locator('iframe').getAttribute('src')).toBe(school.map.embedUrl);
  });
});

describe('the fixed-content pages', () => {
  test("About shows 'History of the Trust', the founder, the four objectives and the schools by city and board", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: about.bannerTitle }).waitFor();
    const main = page.getByRole('main');

    const founder = main.getByRole('img', { name: about.founder.alt });
    expect(await founder.getAttribute('src')).toBe(about.founder.src);
    expect(await founder.getAttribute('width')).toBe(String(about.founder.width));
    expect(await founder.getAttribute('height')).toBe(String(about.founder.height));
    expect(await main.locator('figcaption').innerText()).toContain(about.founder.caption);

    const objectives = main.getByRole('region', { name: about.objectivesTitle }).getByRole('heading', { level: 3 });
    expect(await objectives.allInnerTexts()).toEqual(about.objectives.map((objective) => objective.title));

    const schools = main.getByRole('region', { name: about.schoolsTitle });
    const cities = (await schools.getByRole('heading', { level: 3 }).allInnerTexts()).map((heading) => (heading.split(/\s+since/)[0] ?? '').trim());
    expect(cities).toEqual(about.cityHistories.map((history) => history.city));
    const schoolsText = await schools.innerText();
    for (const board of ['CBSE', 'Matriculation', 'State Board']) expect(schoolsText).toContain(board);
    expect(schoolsText).toContain(school.name);
  });

  test('Overview shows the facts, the vision, three mission cards and four uniform groups of three day-cards', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/school-overview');
    await page.getByRole('heading', { level: 1, name: 'School Overview' }).waitFor();
    const main = page.getByRole('main');
    // textContent, not innerText: the labels are shown in capitals by CSS.
    const terms = await main.locator('dt').allTextContents();
    const definitions = await main.locator('dd').allTextContents();
    expect(terms.map((term, index) => ({ label: term, value: definitions[index] }))).toEqual(facts);
    expect(terms).toEqual(expect.arrayContaining(['Medium of instruction', 'Pre-KG', 'Languages offered, KG to VI', 'Languages offered, VII to XII', 'CBSE affiliation number']));
    expect(definitions.slice(0, 4)).toEqual(['English', 'Available', 'Hindi and Tamil', 'Hindi and Tamil']);
    expect(definitions[4]).toBe(school.cbseAffiliationNumber);
    expect(await main.getByRole('heading', { name: 'Our Vision' }).isVisible()).toBe(true);

    expect(await main.getByRole('heading', { level: 3 }).filter({ hasText: /Empowering|Unlocking|Building/ }).allInnerTexts()).toEqual(
      missions.map((mission) => mission.title),
    );
    expect(missions.map((mission) => mission.title)).toEqual(['Empowering Learners', 'Unlocking Potential', 'Building Responsible Citizens']);

    const groupNames = ['Kindergarten', 'STD I to V', 'STD VI to X', 'STD XI & XII'];
    expect(uniformGroups.map((group) => group.group)).toEqual(groupNames);
    for (const groupName of groupNames) {
      const group = main.getByRole('region', { name: `Uniform: ${groupName}` });
      expect(await group.getByRole('heading', { level: 3 }).innerText()).toBe(groupName);
      expect(await group.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(['Monday', 'Wednesday', 'Tuesday/Thursday/Friday']);
    }
  });

  // The seeded fee document holds the shipped content.
  test('Fee Payment explains the fees and Pay Now opens the bank collection page in a new tab', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Feepayment');
    await page.getByRole('heading', { level: 1, name: 'Fee Payment' }).waitFor();
    const main = page.getByRole('main');

    const payNow = main.getByRole('link', { name: /^Pay Now/ });
    expect(await payNow.isVisible()).toBe(true);
    expect(await payNow.getAttribute('href')).toBe(shippedFeeContent.payNowUrl);
    await expectOpensInNewTab(payNow);

    const text = await main.innerText();
    for (const term of shippedFeeContent.terms) expect(text).toContain(term.dueBy);
    expect(text).toContain(school.email);
  });
});
