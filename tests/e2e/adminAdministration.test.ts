import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { DESKTOP, PHONE, openBrowser } from './browser';
import { openAsAdmin } from './adminSession';
import { confirmDialog, confirmWith, hasFocus } from './adminPageHelpers';
import { FIRESTORE_DOCUMENTS } from './emulatorRest';
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

/** The form under a group's members that adds one. */
function memberForm(card: Locator, groupName: string) {
  return card.getByRole('form', { name: `Add a member to ${groupName}` });
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

    // No number to type: a new group goes after the seeded ones.
    expect(await section.getByLabel('Priority', { exact: true }).count()).toBe(0);
    await section.getByLabel(staff.nameLabel, { exact: true }).fill(name);
    await section.getByRole('button', { name: staff.addButton }).click();
    await section.getByText(`Added the ${staff.noun} “${name}”.`, { exact: true }).waitFor();
    undeleted.add(name);
    expect(await section.getByLabel(staff.nameLabel, { exact: true }).inputValue()).toBe('');
    const card = adminGroup(admin, staff, name);
    const count = seededNames(staff.collection).length + 1;
    await card.getByText(`${count} of ${count} · 0 members`, { exact: true }).waitFor();
    await card.getByText('No members', { exact: true }).waitFor();

    const addMember = memberForm(card, name);
    await addMember.getByLabel('Add a member', { exact: true }).fill(member);
    await addMember.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText(`Added “${member}” to ${name}.`, { exact: true }).waitFor();
    await card.getByText(`${count} of ${count} · 1 member`, { exact: true }).waitFor();
    expect(await addMember.getByLabel('Add a member', { exact: true }).inputValue()).toBe('');

    // The same name twice is refused on the field: members are a set, so it would silently do nothing.
    await addMember.getByLabel('Add a member', { exact: true }).fill(member);
    await addMember.getByRole('button', { name: 'Add', exact: true }).click();
    await addMember.getByText(`“${member}” is already listed in ${name}.`, { exact: true }).waitFor();
    expect(await hasFocus(addMember.getByLabel('Add a member', { exact: true }))).toBe(true);
    await addMember.getByLabel('Add a member', { exact: true }).fill('');

    // A visitor's page, opened once: every later change arrives without a reload.
    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/administration');
    const seeded = seededNames(staff.collection);
    await publicGroup(visitor, staff, name).getByText(member, { exact: true }).waitFor();
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual([...seeded, name]);

    // Moved up one place, then down again: the visitor's page follows each move.
    await card.getByRole('button', { name: `Move up ${name}`, exact: true }).click();
    await card.getByText(`${count - 1} of ${count} · 1 member`, { exact: true }).waitFor();
    await expect.poll(() => publicGroups(visitor, staff).allTextContents()).toEqual([...seeded.slice(0, -1), name, ...seeded.slice(-1)]);
    await card.getByRole('button', { name: `Move down ${name}`, exact: true }).click();
    await card.getByText(`${count} of ${count} · 1 member`, { exact: true }).waitFor();
    await expect.poll(() => publicGroups(visitor, staff).allTextContents()).toEqual([...seeded, name]);

    await card.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const editor = section.getByRole('form', { name: `Edit ${name}` });
    expect(await editor.getByLabel(staff.nameLabel, { exact: true }).inputValue()).toBe(name);
    await editor.getByLabel(staff.nameLabel, { exact: true }).fill(renamed);
    await editor.getByRole('button', { name: 'Save' }).click();
    const renamedCard = adminGroup(admin, staff, renamed);
    const saved = renamedCard.getByText('✅ Changes saved.', { exact: true });
    await saved.waitFor();
    expect(await hasFocus(saved)).toBe(true);
    await publicGroup(visitor, staff, renamed).waitFor();
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual([...seeded, renamed]);

    // A member's name is corrected in place.
    const corrected = `${member} Jr`;
    await renamedCard.getByRole('button', { name: `Edit ${member}`, exact: true }).click();
    const memberEditor = renamedCard.getByRole('form', { name: `Edit ${member}` });
    await memberEditor.getByLabel('Name', { exact: true }).fill(corrected);
    await memberEditor.getByRole('button', { name: 'Save' }).click();
    await publicGroup(visitor, staff, renamed).getByText(corrected, { exact: true }).waitFor();
    const members = renamedCard.getByRole('list', { name: `Members of ${renamed}` }).getByRole('listitem');
    await members.filter({ hasText: corrected }).getByText('✅ Changes saved.').waitFor();

    // Cancelling the confirmation keeps the member.
    await renamedCard.getByRole('button', { name: `Remove ${corrected}` }).click();
    await confirmWith(admin, `Remove “${corrected}” from ${renamed}?`, 'Cancel');
    expect(await members.count()).toBe(1);
    await renamedCard.getByRole('button', { name: `Remove ${corrected}` }).click();
    await confirmWith(admin, `Remove “${corrected}” from ${renamed}?`, 'Remove');
    await renamedCard.getByText(`Removed “${corrected}” from ${renamed}.`, { exact: true }).waitFor();
    await renamedCard.getByText('No members', { exact: true }).waitFor();
    await publicGroup(visitor, staff, renamed).getByText('No members', { exact: true }).waitFor();

    await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirmWith(admin, `Delete the ${staff.noun} “${renamed}” and its members?`, 'Delete');
    await section.getByText(`✅ Deleted '${renamed}'.`, { exact: true }).waitFor();
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
    const first = must(seededNames(staff.collection)[0], 'a seeded group');
    const card = adminGroup(admin, staff, first);
    await card.waitFor();

    await section.getByLabel(staff.nameLabel, { exact: true }).fill('   ');
    await section.getByRole('button', { name: staff.addButton }).click();
    expect(await section.getByRole('alert').textContent()).toBe(staff.missingName);
    expect(await section.getByLabel(staff.nameLabel, { exact: true }).inputValue()).toBe('   ');

    // Renaming to nothing is refused with the same text; Cancel leaves the name as it was and focus on Edit.
    await card.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    const editor = section.getByRole('form', { name: `Edit ${first}` });
    await editor.getByLabel(staff.nameLabel, { exact: true }).fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    expect(await editor.getByRole('alert').textContent()).toBe(staff.missingName);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    expect(await hasFocus(card.getByRole('button', { name: `Edit ${first}`, exact: true }))).toBe(true);

    const addMember = memberForm(card, first);
    await addMember.getByLabel('Add a member', { exact: true }).fill('  ');
    await addMember.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await addMember.getByRole('alert').textContent()).toBe('Enter member name');
    expect(await addMember.getByLabel('Add a member', { exact: true }).inputValue()).toBe('  ');
  }

  // Nothing was written: the public lists are still the seeded ones.
  const visitor = await browser.newPage(DESKTOP);
  await visitor.goto('/administration');
  for (const staff of CASES) {
    await publicGroups(visitor, staff).first().waitFor();
    expect(await publicGroups(visitor, staff).allTextContents()).toEqual(seededNames(staff.collection));
  }
}, 60_000);

test("on a 375 px phone, each member's name takes the card's width, its buttons under it in at most two lines, in the same place on every row", async () => {
  const page = await openAdminPage(PHONE);
  const staff = must(CASES[0], 'the faculty');
  const first = must(seededNames(staff.collection)[0], 'a seeded department');
  const rows = adminGroup(page, staff, first).getByRole('list', { name: `Members of ${first}` }).getByRole('listitem');
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(1);
  const layout = await rows.evaluateAll((items) =>
    items.map((item) => {
      const box = (element: Element | null) => element?.getBoundingClientRect() ?? new DOMRect();
      return { row: box(item), name: box(item.querySelector('bdi')?.parentElement ?? null), buttons: [...item.querySelectorAll('button')].map(box) };
    }),
  );
  for (const { row, name, buttons } of layout) {
    expect(name.width).toBeGreaterThanOrEqual(row.width - 1);
    expect(buttons.map((button) => button.height >= 44 && button.right <= row.right + 1)).toEqual(buttons.map(() => true));
    expect(new Set(buttons.map((button) => Math.round(button.top))).size).toBeLessThanOrEqual(2);
    expect(Math.min(...buttons.map((button) => button.top))).toBeGreaterThanOrEqual(name.bottom);
  }
  for (const at of [0, 1, 2, 3]) expect(new Set(layout.map(({ buttons }) => Math.round(buttons[at]?.left ?? -1))).size).toBe(1);
});

test("a teacher is entered once, with designation, qualification and document, and is on the disclosure's list; members move by keyboard", async () => {
  const page = await openAdminPage(DESKTOP);
  const staff = must(CASES[0], 'the faculty');
  const group = 'Music and Fine Arts';
  const card = adminGroup(page, staff, group);
  const add = memberForm(card, group);
  try {
    await add.getByLabel('Add a member', { exact: true }).fill('Mrs. A. Kavitha');
    await add.getByLabel('Designation (optional)', { exact: true }).selectOption('TGT');
    await add.getByLabel('Qualification (optional)', { exact: true }).fill('M.A. (Music), B.Ed.');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await add.getByLabel('Self-attested document (optional)', { exact: true }).setInputFiles({ name: 'kavitha.pdf', mimeType: 'application/pdf', buffer: pdf });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText(`Added “Mrs. A. Kavitha” to ${group}.`, { exact: true }).waitFor();
    // The form is empty again, the designation and the picked PDF too.
    expect(await add.getByLabel('Designation (optional)', { exact: true }).inputValue()).toBe('');
    expect(await add.getByLabel('Qualification (optional)', { exact: true }).inputValue()).toBe('');
    const members = card.getByRole('list', { name: `Members of ${group}` }).getByRole('listitem');
    await expect.poll(() => members.first().textContent()).toContain('Mrs. A. Kavitha, TGT · M.A. (Music), B.Ed.Document');

    await add.getByLabel('Add a member', { exact: true }).fill('Mr. B. Ravi');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText(`Added “Mr. B. Ravi” to ${group}.`, { exact: true }).waitFor();

    // Move up, by keyboard: the member moves first, the focus stays with it, and a screen reader hears where it is.
    const moveUp = card.getByRole('button', { name: 'Move up Mr. B. Ravi', exact: true });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => members.locator('bdi').allTextContents()).toEqual(['Mr. B. Ravi', 'Mrs. A. Kavitha']);
    await card.getByText('Moved up: now 1 of 2.', { exact: true }).waitFor();
    expect(await hasFocus(card.getByRole('button', { name: 'Move down Mr. B. Ravi', exact: true }))).toBe(true);

    // The disclosure's Section D lists both at the end, counts them, and says which has no designation yet.
    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto('/mandatory-public-disclosure');
    const teachers = visitor.getByRole('table', { name: 'List of Teachers' }).getByRole('row');
    await expect.poll(() => teachers.count()).toBe(28);
    expect(await teachers.nth(26).textContent()).toBe('26Mr. B. RaviTo be updated–');
    expect(await teachers.nth(27).textContent()).toMatch(/^27Mrs\. A\. KavithaTGTM\.A\. \(Music\), B\.Ed\.View PDF/);
    const counts = visitor.getByRole('table', { name: 'D. Staff (Teaching)' }).getByRole('row').filter({ hasText: 'Total No. of Teachers' });
    expect(await counts.getByRole('cell').last().textContent()).toBe('Total: 27PGT: 7TGT: 12PRT: 5PET: 2Designation to be updated: 1');
    const document = await visitor.request.get(String(await teachers.nth(27).getByRole('link').getAttribute('href')));
    expect(document.headers()['content-type']).toContain('application/pdf');
  } finally {
    await fetch(`${FIRESTORE_DOCUMENTS}/${SITE_DOCUMENT}/faculty/music-and-fine-arts?updateMask.fieldPaths=members`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { members: { arrayValue: {} } } }),
    });
  }
}, 60_000);
