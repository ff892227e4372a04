import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { officeBearers } from '@/content/officeBearers';
import { initialsOf } from '@/features/administration/initials';
import { DESKTOP, documentScrollWidth, openBrowser, PHONE } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { must } from '../support/must';
import {
  SITE_DOCUMENT,
  byPriority,
  newestFirst,
  seededAnnouncements,
  seededDocument,
  seededDocuments,
  visibleByPriority,
  type Seeded,
} from './seeded';

const announcements = seededAnnouncements();
const latestActive = announcements.filter((announcement) => !announcement.archived).sort(newestFirst).slice(0, 3);
const archived = announcements.filter((announcement) => announcement.archived).sort(newestFirst);

const councilMembers = seededDocuments('council_members/');
const visibleCouncil = visibleByPriority(councilMembers);
const planner = seededDocument('year_planner/planner') as { year: string; url: string };

const faculty = seededDocuments(`${SITE_DOCUMENT}/faculty/`).sort(byPriority);
const nonTeaching = seededDocuments(`${SITE_DOCUMENT}/nonTeaching/`).sort(byPriority);
const groupName = (group: Seeded, ...keys: string[]) => keys.map((key) => group[key]).find((value) => typeof value === 'string') as string;

const browser = openBrowser();

/** Waits until the headings of a level inside the page's main content are exactly `expected`. */
async function expectHeadings(page: Page, level: number, expected: string[]): Promise<void> {
  const list = page.getByRole('main').getByRole('heading', { level });
  await expect.poll(() => list.allTextContents(), { timeout: 15_000 }).toEqual(expected);
}

describe('Announcements and the archive', () => {
  test('/Announcements shows the three newest active announcements, newest first, and links to the archive', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await expectHeadings(page, 2, latestActive.map((announcement) => announcement.title));
    const body = await page.locator('main').innerText();
    for (const { title } of archived) expect(body).not.toContain(title);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('link', { name: 'View archived announcements' }).click();
    await page.waitForURL('**/archive');
    await page.getByRole('heading', { level: 1, name: 'Archived Announcements' }).waitFor();
    await expectHeadings(page, 2, archived.map((announcement) => announcement.title));
  });

  test('/archive lists the archived announcements only, and links back', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/archive');
    await expectHeadings(page, 2, archived.map((announcement) => announcement.title));
    const body = await page.locator('main').innerText();
    for (const { title } of latestActive) expect(body).not.toContain(title);

    await page.getByRole('link', { name: /Back to the latest announcements/ }).click();
    await page.waitForURL('**/Announcements');
    await page.getByRole('heading', { level: 2, name: must(latestActive[0], 'an active announcement').title }).waitFor();
  });

  test('an announcement image opens the lightbox: Next, Previous, arrow keys, zoom, Escape', async () => {
    const withImages = latestActive.find((announcement) => announcement.imageUrls.length >= 2);
    if (!withImages) throw new Error('The seed needs an active announcement with two images.');
    const count = withImages.imageUrls.length;
    const page = await browser.newPage(DESKTOP);
    await page.goto('/Announcements');

    const thumbnail = page.getByRole('button', { name: `${withImages.title} – photo 1 of ${count}` });
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    await lightbox.waitFor();
    // The slide on screen (the others are inert off-screen slides).
    const shownAlt = () => lightbox.locator('.yarl__slide_current img').getAttribute('alt');
    const expectShown = (index: number) =>
      expect.poll(shownAlt, { timeout: 5_000 }).toBe(`${withImages.title} – photo ${index} of ${count}`);

    await expectShown(1);
    await lightbox.getByRole('button', { name: 'Zoom in' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expectShown(2);
    await page.keyboard.press('ArrowLeft');
    await expectShown(1);
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expectShown(2);
    await lightbox.getByRole('button', { name: 'Previous' }).click();
    await expectShown(1);

    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    await thumbnail.click();
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await lightbox.waitFor({ state: 'detached' });
  });
});

describe('Student council', () => {
  test('shows the description and the members with a numeric priority, in priority order', async () => {
    const page = await browser.newPage(PHONE);
    let injected = false;
    // Add a member whose priority is text to the server's answer: the page must hide it.
    await page.route(
      (url) => isFirestoreRequest(url) && url.pathname.endsWith('/documents/council_members'),
      async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { documents?: { name: string; fields: Record<string, unknown> }[] };
        const first = body.documents?.[0];
        if (!first) return route.fulfill({ response });
        const hiddenMember = {
          ...first,
          name: first.name.replace(/[^/]+$/, 'text-priority-member'),
          fields: { ...first.fields, name: { stringValue: 'Hidden Text-Priority Member' }, priority: { stringValue: '3' } },
        };
        injected = true;
        await route.fulfill({ response, json: { ...body, documents: [...(body.documents ?? []), hiddenMember] } });
      },
    );
    await page.goto('/Council');
    await expectHeadings(page, 3, visibleCouncil.map((member) => member.name as string));
    expect(injected).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain('Hidden Text-Priority Member');
    for (const member of visibleCouncil.slice(0, 2)) {
      await page.getByRole('img', { name: `${member.name as string}, ${member.position as string}` }).waitFor();
    }
    const description = seededDocument('council_info/main')?.description as string;
    await page.getByText((description.split('\n')[0] ?? '').slice(0, 60)).waitFor();
  });

  test('a failed read shows the retry message, and Retry loads the council', async () => {
    const page = await browser.newPage(DESKTOP);
    const failFirestore = (route: Route) => route.abort();
    await page.route(isFirestoreRequest, failFirestore);
    await page.goto('/Council');
    // The description and the members are shown together: one message, one Retry.
    const alert = page.getByRole('alert');
    await alert.getByText("We couldn't load the student council.", { exact: false }).waitFor();
    expect(await alert.count()).toBe(1);

    await page.unroute(isFirestoreRequest, failFirestore);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 3, name: must(visibleCouncil[0], 'a council member').name as string }).waitFor();
    const description = seededDocument('council_info/main')?.description as string;
    await page.getByText((description.split('\n')[0] ?? '').slice(0, 60)).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

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

describe('Administration', () => {
  test("shows 'Loading...' first, then the office-bearers and the seeded staff lists", async () => {
    const page = await browser.newPage(DESKTOP);
    // Hold every Firestore request until 'Loading...' has been seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isFirestoreRequest, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto('/administration');
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    // The office-bearers are fixed content; each staff list waits for its own read.
    await page.getByRole('region', { name: 'Office-Bearers' }).waitFor();
    expect(await page.getByRole('main').getByText('Loading...').count()).toBe(2);
    release();

    const facultySection = page.getByRole('region', { name: 'Faculty List' });
    const nonTeachingSection = page.getByRole('region', { name: 'Non-Teaching Staff' });
    await facultySection.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 20_000 });
    await nonTeachingSection.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);

    // Six office-bearers in the fixed order, each with a photo or the initials of the name.
    const bearers = page.getByRole('region', { name: 'Office-Bearers' }).getByRole('listitem');
    expect(await bearers.count()).toBe(6);
    expect(await page.getByRole('region', { name: 'Office-Bearers' }).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      officeBearers.map((bearer) => bearer.name),
    );
    for (const [index, bearer] of officeBearers.entries()) {
      const card = bearers.nth(index);
      expect(await card.textContent()).toContain(bearer.role);
      if (bearer.img) {
        const photo = card.getByRole('img', { name: `${bearer.name}, ${bearer.role}` });
        expect(await photo.getAttribute('src')).toBe(bearer.img);
      } else {
        expect(await card.getByText(initialsOf(bearer.name), { exact: true }).count()).toBe(1);
      }
    }
    expect(officeBearers.some((bearer) => !bearer.img)).toBe(true);

    // Faculty departments in priority order, with the legacy `name` spelling read as the title.
    expect(await facultySection.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      faculty.map((department) => groupName(department, 'title', 'name')),
    );
    const emptyDepartment = faculty.find((department) => (department.members as unknown[]).length === 0);
    if (!emptyDepartment) throw new Error('The seed needs a department without members.');
    const emptyCard = facultySection.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: groupName(emptyDepartment, 'title', 'name') }),
    });
    expect(await emptyCard.getByText('No members', { exact: true }).count()).toBe(1);

    // A member stored as an object shows the qualification.
    const withQualification = faculty
      .flatMap((department) => department.members as unknown[])
      .find((member): member is { name: string; qualification: string } => typeof member === 'object' && member !== null && 'qualification' in member);
    if (!withQualification) throw new Error('The seed needs a member with a qualification.');
    const member = facultySection.getByRole('listitem').filter({ hasText: withQualification.name }).last();
    expect(await member.innerText()).toContain(withQualification.qualification);

    // Non-teaching categories in priority order, the legacy `title` spelling included.
    expect(await nonTeachingSection.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      nonTeaching.map((category) => groupName(category, 'category', 'title')),
    );

    // The trust office block.
    const trustOffice = page.getByRole('region', { name: 'Trust Office' });
    const website = trustOffice.getByRole('link', { name: /Visit the Trust Website/ });
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await trustOffice.getByRole('link', { name: /Facebook/ }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('fits a phone screen', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/Administration');
    await page.getByRole('region', { name: 'Faculty List' }).waitFor({ timeout: 20_000 });
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
