import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { DESKTOP, PHONE, openBrowser } from './browser';
import { openAsAdmin } from './adminSession';
import { confirmDialog, confirmWith } from './adminPageHelpers';
import { SITE_DOCUMENT, byPriority, seededDocuments } from './seeded';
import { must } from '../support/must';

const browser = openBrowser();
const PATH = '/admin-administration';
/** Every group this run creates starts with it, so a failed run's leftovers can be found and deleted. */
const RUN = `E2E ${Date.now()}`;
/** Groups created and not yet deleted by a test; only a failed test leaves any. */
const undeleted = new Set<string>();

interface StaffCase {
  collection: 'faculty' | 'nonTeaching';
  section: string;
  publicHeading: string;
  noun: string;
  nameLabel: string;
  addButton: string;
  missingName: string;
}

const CASES: StaffCase[] = [
  {
    collection: 'faculty',
    section: 'Faculty',
    publicHeading: 'Faculty List',
    noun: 'department',
    nameLabel: 'Department title',
    addButton: 'Add department',
    missingName: 'Enter a title.',
  },
  {
    collection: 'nonTeaching',
    section: 'Non-Teaching Staff',
    publicHeading: 'Non-Teaching Staff',
    noun: 'category',
    nameLabel: 'Category',
    addButton: 'Add category',
    missingName: 'Enter category.',
  },
];

/** The seeded names of one staff list, in priority order. */
function seededNames(collection: StaffCase['collection']): string[] {
  return (seededDocuments(`${SITE_DOCUMENT}/${collection}/`).sort(byPriority) as { title?: string; name?: string; category?: string }[]).map(
    (group) => (collection === 'faculty' ? group.title ?? group.name : group.category ?? group.title) ?? '',
  );
}

function adminSection(page: Page, staff: StaffCase) {
  return page.getByRole('region', { name: staff.section, exact: true });
}

/** A department or category card of the admin page, found by its heading. */
function adminGroup(page: Page, staff: StaffCase, name: string) {
  return adminSection(page, staff)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });
}

function publicGroups(page: Page, staff: StaffCase) {
  return page.getByRole('region', { name: staff.publicHeading, exact: true }).getByRole('heading', { level: 3 });
}

function publicGroup(page: Page, staff: StaffCase, name: string) {
  return page
    .getByRole('region', { name: staff.publicHeading, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

async function openAdminPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await openAsAdmin(page, PATH);
  await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
  return page;
}

// Only after a test that failed half-way: delete what it created, through the page, so the seeded lists stay as they were.
afterEach(async () => {
  if (undeleted.size === 0) return;
  const page = await openAdminPage();
  for (const staff of CASES) {
    const leftovers = adminSection(page, staff).getByRole('heading', { level: 4, name: RUN });
    await adminSection(page, staff).getByRole('heading', { level: 4 }).first().waitFor();
    while ((await leftovers.count()) > 0) {
      const name = (await leftovers.first().textContent()) ?? '';
      await adminGroup(page, staff, name).getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await confirmDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
      await adminGroup(page, staff, name).waitFor({ state: 'detached' });
    }
  }
  undeleted.clear();
}, 60_000);

for (const staff of CASES) {
  test(`a ${staff.noun} is added with a member, shown live on the public page, renamed, emptied and deleted`, async () => {
    const name = `${RUN} ${staff.noun}`;
    const renamed = `${name} renamed`;
    const member = `Ms. E2E Tester ${staff.collection}`;
    const admin = await openAdminPage();
    const section = adminSection(admin, staff);

    // No priority typed: not a number, so it is stored as 1.
    await section.getByLabel(staff.nameLabel, { exact: true }).fill(name);
    await section.getByRole('button', { name: staff.addButton }).click();
    await section.getByText(`Added the ${staff.noun} “${name}”.`, { exact: true }).waitFor();
    undeleted.add(name);
    expect(await section.getByLabel(staff.nameLabel, { exact: true }).inputValue()).toBe('');
    const card = adminGroup(admin, staff, name);
    await card.getByText('Priority 1 · 0 members', { exact: true }).waitFor();
    await card.getByText('No members', { exact: true }).waitFor();

    // Reprioritised at once so it sorts after the seeded groups for everyone else.
    await card.getByRole('button', { name: `Change priority of ${name}` }).click();
    await card.getByLabel(`Priority of ${name}`, { exact: true }).fill('9999');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Priority 9999 · 0 members', { exact: true }).waitFor();
    await card.getByLabel(`Priority of ${name}`, { exact: true }).waitFor({ state: 'detached' });
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Change priority of ${name}`);

    await card.getByLabel(`Add a member to ${name}`).fill(member);
    await card.getByRole('button', { name: `Add member to ${name}` }).click();
    await card.getByText(`Added “${member}” to ${name}.`, { exact: true }).waitFor();
    await card.getByText('Priority 9999 · 1 member', { exact: true }).waitFor();

    // A visitor's page, opened once: every later change arrives without a reload.
    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/administration');
    const seeded = seededNames(staff.collection);
    await publicGroup(visitor, staff, name).getByText(member, { exact: true }).waitFor();
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual([...seeded, name]);

    await card.getByRole('button', { name: `Rename ${name}` }).click();
    await card.getByLabel(`New ${staff.nameLabel.toLowerCase()}`, { exact: true }).fill(renamed);
    await card.getByRole('button', { name: 'Save' }).click();
    const renamedCard = adminGroup(admin, staff, renamed);
    await renamedCard.waitFor();
    await publicGroup(visitor, staff, renamed).waitFor();
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual([...seeded, renamed]);

    // Cancelling the confirmation keeps the member.
    await renamedCard.getByRole('button', { name: `Remove ${member}` }).click();
    await confirmWith(admin, `Remove “${member}” from ${renamed}?`, 'Cancel');
    expect(await renamedCard.getByRole('list', { name: `Members of ${renamed}` }).getByRole('listitem').allTextContents()).toEqual([
      `${member}Remove`,
    ]);
    await renamedCard.getByRole('button', { name: `Remove ${member}` }).click();
    await confirmWith(admin, `Remove “${member}” from ${renamed}?`, 'Remove');
    await renamedCard.getByText(`Removed “${member}” from ${renamed}.`, { exact: true }).waitFor();
    await renamedCard.getByText('No members', { exact: true }).waitFor();
    await publicGroup(visitor, staff, renamed).getByText('No members', { exact: true }).waitFor();

    await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirmWith(admin, `Delete the ${staff.noun} “${renamed}” and its members?`, 'Delete');
    await section.getByText(`Deleted the ${staff.noun} “${renamed}”.`, { exact: true }).waitFor();
    await renamedCard.waitFor({ state: 'detached' });
    undeleted.delete(name);
    await publicGroup(visitor, staff, renamed).waitFor({ state: 'detached' });
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual(seeded);
  }, 120_000);
}

test('every validation text shows exactly, nothing typed is lost and nothing is written', async () => {
  const admin = await openAdminPage(PHONE);
  for (const staff of CASES) {
    const section = adminSection(admin, staff);
    const [first] = seededNames(staff.collection);
    const card = adminGroup(admin, staff, must(first, 'a seeded group'));
    await card.waitFor();

    await section.getByLabel(staff.nameLabel, { exact: true }).fill('   ');
    await section.getByLabel('Priority', { exact: true }).fill('7');
    await section.getByRole('button', { name: staff.addButton }).click();
    expect(await section.getByRole('alert').textContent()).toBe(staff.missingName);
    expect(await section.getByLabel(staff.nameLabel, { exact: true }).inputValue()).toBe('   ');
    expect(await section.getByLabel('Priority', { exact: true }).inputValue()).toBe('7');

    // Renaming to nothing is refused with the same text; Cancel leaves the name as it was.
    await card.getByRole('button', { name: `Rename ${first}` }).click();
    await card.getByLabel(`New ${staff.nameLabel.toLowerCase()}`, { exact: true }).fill('');
    await card.getByRole('button', { name: 'Save' }).click();
    expect(await card.getByRole('alert').textContent()).toBe(staff.missingName);
    await card.getByRole('button', { name: 'Cancel' }).click();

    await card.getByLabel(`Add a member to ${first}`).fill('  ');
    await card.getByRole('button', { name: `Add member to ${first}` }).click();
    expect(await card.getByRole('alert').textContent()).toBe('Enter member name');
    expect(await card.getByLabel(`Add a member to ${first}`).inputValue()).toBe('  ');
  }

  // Nothing was written: the public lists are still the seeded ones.
  const visitor = await browser.newPage(DESKTOP);
  await visitor.goto('/administration');
  for (const staff of CASES) {
    await publicGroups(visitor, staff).first().waitFor();
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual(seededNames(staff.collection));
  }
}, 60_000);
