import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { about } from '@/content/about';
import { shippedFeeDocument } from '@/content/feePayment';
import { payByDay } from '@/features/fee-payment/feeAmounts';
import { toFeeContent } from '@/features/fee-payment/feePaymentService';
import { prerenderedHeads } from '@/app/pageHeads';
import { topBarLinks } from '@/content/navigation';
import { facts, missions, uniformGroups } from '@/content/overview';
import { school } from '@/content/school';
import { sisterSchools } from '@/content/sisterSchools';
import { violationsOn } from './axeAudit';
import { DESKTOP, dataSettled, documentScrollWidth, openBrowser, PHONE } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { menuDropdown, menuIsOpen, menuToggle, menuToggleAsAnnounced } from './phoneMenu';
import { addressOf } from './seeded';
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


describe('the top bar on a desktop', () => {
  test('shows the menu\'s links and labels and marks the current page, aliases included', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/InfrastructureSection');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();

    expect(await linksOf(nav)).toEqual(topBarLinks.map((link) => ({ label: link.label, href: link.to })));
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(['Infrastructure']);
    expect(await menuToggle(page).isVisible()).toBe(false);

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

/**
 * The dropdown's links (docs/product-rules.md#menus-and-buttons), written out here rather than read from the code
 * under test: the top bar's eight with /Links and /Events, then what parents come back for (issue 35).
 */
const DROPDOWN = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Infrastructure', href: '/Infrastructure' },
  { label: 'Overview', href: '/Overview' },
  { label: 'Administration', href: '/Administration' },
  { label: 'Links', href: '/Links' },
  { label: 'Events', href: '/Events' },
  { label: 'Announcements', href: '/Announcements' },
  { label: 'Year Planner', href: '/year-planner' },
  { label: 'Fee Payment', href: '/FeePayment' },
  { label: 'Contact', href: '#contact' },
];
const BOOT_CHUNK = /\/assets\/boot-[^/]*\.js$/;
const reactRuns = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

describe('the menu on a phone', () => {
  test('the hamburger opens the dropdown (the eight pages, then Year Planner, Fee Payment and Contact), and choosing a page closes it', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    await page.locator('main h1').waitFor();
    const dropdown = menuDropdown(page);

    expect(await menuToggleAsAnnounced(page)).toEqual({ role: 'DisclosureTriangle', name: 'Menu', expanded: false });
    expect(await dropdown.count()).toBe(0);

    await menuToggle(page).click();
    expect(await menuToggleAsAnnounced(page)).toEqual({ role: 'DisclosureTriangle', name: 'Menu', expanded: true });
    await dropdown.waitFor();
    expect(await linksOf(dropdown)).toEqual(DROPDOWN);
    expect(await dropdown.locator('[aria-current="page"]').allInnerTexts()).toEqual(['About']);
    // Every link is in view on a phone, the last one included.
    const last = await dropdown.getByRole('link', { name: 'Contact' }).boundingBox();
    expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

    await dropdown.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL((url) => url.pathname === '/Events');
    await dropdown.waitFor({ state: 'hidden' });
    expect(await menuIsOpen(page)).toBe(false);
    await expect.poll(() => page.title()).toBe(`Events & Gallery | ${school.name}`);

    await menuToggle(page).click();
    await dropdown.getByRole('link', { name: 'Fee Payment' }).click();
    await page.waitForURL((url) => url.pathname === '/FeePayment');
    await page.getByRole('heading', { level: 1, name: 'Fee Payment' }).waitFor();
    await dropdown.waitFor({ state: 'hidden' });
  });

  test("Contact shows the footer's contact block of the page and closes the menu, each time it is chosen", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Council');
    await page.locator('main h1').waitFor();
    const contact = page.getByRole('contentinfo').getByRole('heading', { level: 2, name: 'Contact us' });
    for (let time = 0; time < 2; time += 1) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await menuToggle(page).click();
      await menuDropdown(page).getByRole('link', { name: 'Contact' }).click();
      await expect.poll(() => menuIsOpen(page)).toBe(false);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/Council#contact');
      await expect.poll(() => contact.evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      expect(await contact.isVisible()).toBe(true);
      expect(await contact.evaluate((heading) => heading.getBoundingClientRect().bottom)).toBeLessThanOrEqual(PHONE.height);
    }
  });

  test('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus, Space toggles', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const toggle = menuToggle(page);
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await menuIsOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Main');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');

    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
    expect(await isFocused(toggle)).toBe(true);

    await page.keyboard.press('Space');
    expect(await menuIsOpen(page)).toBe(true);
    await page.keyboard.press('Space');
    expect(await menuIsOpen(page)).toBe(false);
  });

  test('a tap outside the open dropdown closes it, and so does Back', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/about');
    await page.locator('main h1').waitFor();
    await page.goto('/overview');
    await page.locator('main h1').waitFor();
    await menuToggle(page).click();
    expect(await menuIsOpen(page)).toBe(true);
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await expect.poll(() => menuIsOpen(page)).toBe(false);

    await menuToggle(page).click();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => menuIsOpen(page)).toBe(false);
  });

  test("opens on the first tap before the page's JavaScript has arrived; once React runs, Escape and a navigation close it", async () => {
    // A page of the context itself, not openBrowser's: its goto would wait for React, which is held back here.
    const page = await (await browser.newPage(PHONE, { hasTouch: true, isMobile: true })).context().newPage();
    const held: Route[] = [];
    await page.route(BOOT_CHUNK, (route) => void held.push(route));
    await page.goto('/about');
    // The page has asked for React's chunk, which does not come.
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await menuToggle(page).tap();
    const dropdown = menuDropdown(page);
    await dropdown.waitFor();
    expect(await linksOf(dropdown)).toEqual(DROPDOWN);
    expect(await violationsOn(page)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);

    // React arrives and takes the page over with the menu open: it stays open, and now Escape closes it.
    for (const route of held) await route.continue();
    await page.unroute(BOOT_CHUNK);
    await reactRuns(page);
    expect(await menuIsOpen(page)).toBe(true);
    // React's container is there before hydration has committed and its effects have added the Escape listener: an
    // Escape pressed in between does nothing, as for a visitor. Pressed again until the listener answers, it closes.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return menuIsOpen(page);
      })
      .toBe(false);

    await menuToggle(page).tap();
    await dropdown.getByRole('link', { name: 'Year Planner' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Year Planner' }).waitFor();
    expect(await menuIsOpen(page)).toBe(false);
  });

  test("a link of the menu opened before the page's JavaScript has arrived leads to its page", async () => {
    const page = await (await browser.newPage(PHONE, { hasTouch: true, isMobile: true })).context().newPage();
    await page.route(BOOT_CHUNK, () => undefined);
    await page.goto('/Council');
    await menuToggle(page).tap();
    await menuDropdown(page).getByRole('link', { name: 'Fee Payment' }).tap();
    await page.waitForURL((url) => url.pathname === '/FeePayment');
    await page.getByRole('heading', { level: 1, name: 'Fee Payment' }).waitFor();
    expect(await menuIsOpen(page)).toBe(false);
  });
});

describe("the school's phone in the top bar", () => {
  const callName = `Call the school office, ${school.phone.display}`;
  const paths = prerenderedHeads.flatMap((head) => (head.path === null ? [] : [addressOf(head.path)]));

  test("on a phone, every page's first screen has a Call link to the school office's number", async () => {
    const page = await browser.newPage(PHONE);
    for (const path of [...paths, '/no-such-page']) {
      await page.goto(path);
      const call = page.getByRole('banner').getByRole('link', { name: callName, exact: true });
      expect(await call.getAttribute('href'), path).toBe(`tel:${school.phone.dial}`);
      const box = must(await call.boundingBox(), `the Call link on ${path}`);
      expect(box.y + box.height, path).toBeLessThanOrEqual(PHONE.height);
      expect(Math.min(box.width, box.height), path).toBeGreaterThanOrEqual(44);
    }
  });

  test.each([320, 360, 375])('at %i px the bar keeps to one row: the name, Call and the menu', async (width) => {
    const page = await browser.newPage({ width, height: 640 });
    await page.goto('/about');
    const bar = page.getByRole('banner');
    const barBox = must(await bar.boundingBox(), 'the bar');
    // The crest and two lines of the name, as on a phone before the Call link came.
    expect(barBox.height).toBeLessThanOrEqual(68);
    const rowOf = async (locator: Locator) => {
      const box = must(await locator.boundingBox(), 'a part of the bar');
      return Math.round(box.y + box.height / 2);
    };
    const rows = new Set([await rowOf(bar.locator('.nav-bar__crest')), await rowOf(bar.getByRole('link', { name: callName })), await rowOf(menuToggle(page))]);
    expect(rows.size).toBe(1);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);
  });

  test('on a desktop the bar is as it was: its links, and no Call link or menu', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    expect(await page.getByRole('banner').getByRole('link', { name: callName }).isVisible()).toBe(false);
    expect(await menuToggle(page).isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(topBarLinks.length);
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
    const shipped = toFeeContent(shippedFeeDocument);
    expect(await payNow.getAttribute('href')).toBe(shipped.payNowUrl);
    await expectOpensInNewTab(payNow);

    const text = await main.innerText();
    for (const term of shipped.terms) expect(text).toContain(payByDay(term.dueOn));
    for (const group of shipped.fees) expect(text).toContain(group.classes);
    expect(text).toContain(school.email);
  });
});
