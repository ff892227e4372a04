// /administration in the browser on the seeded emulators: 'Loading...', the office-bearers, the staff lists as
// stored (older spellings included) and the trust office.
import { describe, expect, test } from 'vitest';
import { officeBearers } from '@/content/officeBearers';
import { initialsOf } from '@/features/administration/initials';
import { DESKTOP, documentScrollWidth, openBrowser, PHONE } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { SITE_DOCUMENT, byPriority, seededDocuments, type Seeded } from './seeded';

const faculty = seededDocuments(`${SITE_DOCUMENT}/faculty/`).sort(byPriority);
const nonTeaching = seededDocuments(`${SITE_DOCUMENT}/nonTeaching/`).sort(byPriority);
const groupName = (group: Seeded, ...keys: string[]) => keys.map((key) => group[key]).find((value) => typeof value === 'string') as string;

const browser = openBrowser();

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
