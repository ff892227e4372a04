import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin, signInAsAdmin } from './adminSession';
import { LOCAL_UPLOAD, chosenImage, deleteAfterCancelling, hasFocus } from './adminPageHelpers';
import { openBrowser } from './browser';
import { FIRESTORE_EMULATOR_REQUESTS, deleteDocumentsWhere, restoreStringField } from './emulatorRest';
import { seededDocument } from './seeded';
import { pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-b2c4e5-council';
const RUN = `E2E ${Date.now()}`;

const seededDescription = seededDocument('council_info/main')?.description as string;

// A safety net only: the tests remove what they add through the page. If one fails half-way, this puts the
// emulator back as the other suites expect it.
afterAll(async () => {
  await deleteDocumentsWhere('council_members', 'name', RUN);
  await restoreStringField('council_info/main', 'description', seededDescription);
});

async function openCouncilAdmin(page: Page) {
  await openAsAdmin(page, PATH);
  return {
    add: page.getByRole('region', { name: 'Add a council member' }),
    description: page.getByRole('region', { name: 'Council description' }),
    manage: page.getByRole('region', { name: 'Manage council members' }),
  };
}

async function councilPageText(visitor: Page): Promise<string> {
  await visitor.goto('/Council');
  await visitor.getByRole('heading', { name: 'Council Members' }).waitFor();
  return visitor.locator('main').innerText();
}

test('a council member is added with a photo, shown on /Council, edited and removed after confirming', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  const { add, manage } = await openCouncilAdmin(page);
  const name = `${RUN} Student`;

  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Position', { exact: true }).fill('E2E Class Representative');
  await add.getByLabel('Year', { exact: true }).fill('2026-27');
  // No number to type: a new member goes after the seeded ones.
  expect(await add.getByLabel('Priority', { exact: true }).count()).toBe(0);
  await add.getByLabel('Photo', { exact: true }).setInputFiles(pngFile('e2e-member.png', 120, 150));
  await add.getByRole('button', { name: 'Add member' }).click();
  await add.getByText('✅ Member added!', { exact: true }).waitFor();
  expect(await add.getByLabel('Name', { exact: true }).inputValue()).toBe('');
  expect(await add.getByRole('list', { name: 'Photo: chosen files' }).count()).toBe(0);

  const item = manage.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await item.waitFor();
  expect(await item.getByRole('img', { name: `${name}, E2E Class Representative` }).getAttribute('src')).toMatch(LOCAL_UPLOAD);

  const visitor = await browser.newPage();
  await visitor.goto('/Council');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name }) });
  await card.getByText('E2E Class Representative').waitFor();
  // Last, after the seeded members.
  expect(await visitor.locator('.council-grid > li').last().getByRole('heading').textContent()).toBe(name);
  expect(await card.getByRole('img', { name: `${name}, E2E Class Representative` }).getAttribute('src')).toMatch(LOCAL_UPLOAD);

  const firstPhoto = await item.getByRole('img', { name: `${name}, E2E Class Representative` }).getAttribute('src');
  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = manage.getByRole('form', { name: `Edit ${name}` });
  await editor.getByLabel('Position', { exact: true }).fill('E2E Edited Representative');
  await editor.getByLabel('Replace photo (optional)', { exact: true }).setInputFiles(pngFile('e2e-new.png', 120, 150, [244, 185, 66]));
  await editor.getByRole('button', { name: 'Save' }).click();
  await item.getByText(/^E2E Edited Representative · 2026-27 · \d+ of \d+$/).waitFor();
  const newPhoto = await item.getByRole('img', { name: `${name}, E2E Edited Representative` }).getAttribute('src');
  expect(newPhoto).toMatch(LOCAL_UPLOAD);
  expect(newPhoto).not.toBe(firstPhoto);
  await expect.poll(() => councilPageText(visitor)).toContain('E2E Edited Representative');

  await deleteAfterCancelling(item, 'Are you sure you want to remove this member?', 'Remove');
  await expect.poll(() => councilPageText(visitor)).not.toContain(name);
});

test('adding a member with a field or the photo missing says all fields are required and keeps what was typed', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const { add } = await openCouncilAdmin(page);
  await add.getByLabel('Name', { exact: true }).fill(`${RUN} Incomplete`);
  await add.getByLabel('Position', { exact: true }).fill('Prefect');
  await add.getByLabel('Year', { exact: true }).fill('2026-27');
  await add.getByRole('button', { name: 'Add member' }).click();

  const message = add.getByText('All fields are required!', { exact: true });
  await message.waitFor();
  expect(await hasFocus(message)).toBe(true);
  expect(await add.getByLabel('Name', { exact: true }).inputValue()).toBe(`${RUN} Incomplete`);

  // A photo but no year: still refused.
  await add.getByLabel('Year', { exact: true }).fill('');
  await add.getByLabel('Photo', { exact: true }).setInputFiles(pngFile('kept.png', 120, 150));
  await add.getByRole('button', { name: 'Add member' }).click();
  await message.waitFor();
  expect(await chosenImage(add, 'Photo', 'kept.png').count()).toBe(1);
  expect(await page.getByRole('heading', { name: `${RUN} Incomplete` }).count()).toBe(0);
});

test('the council description is edited, shown on /Council, then restored', { timeout: 60_000 }, async () => {
  expect(seededDescription).toBeTruthy();
  const page = await browser.newPage();
  const { description } = await openCouncilAdmin(page);
  const textarea = description.getByLabel('Description', { exact: true });
  await textarea.waitFor();
  const original = await textarea.inputValue();
  expect(original).toBe(seededDescription);

  const note = `${RUN}: the council meets every second Friday.`;
  await textarea.fill(`${original}\n\n${note}`);
  await description.getByRole('button', { name: 'Save description' }).click();
  await description.getByText('✅ Description updated successfully.', { exact: true }).waitFor();

  const visitor = await browser.newPage();
  await visitor.goto('/Council');
  await visitor.getByText(note, { exact: true }).waitFor();

  await textarea.fill(original);
  await description.getByRole('button', { name: 'Save description' }).click();
  await description.getByText('✅ Description updated successfully.', { exact: true }).waitFor();
  await expect.poll(() => councilPageText(visitor)).not.toContain(note);
});

test('a description that cannot be read says so with the reason, and Retry loads it', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.route(FIRESTORE_EMULATOR_REQUESTS, (route) => route.abort());
  await page.goto(PATH);
  const description = page.getByRole('region', { name: 'Council description' });
  await description.getByText(/^❌ Error fetching description: .+/).waitFor();
  // Nothing to type into, so nothing can overwrite the description that could not be read.
  expect(await description.getByLabel('Description', { exact: true }).count()).toBe(0);
  await page.getByRole('region', { name: 'Manage council members' }).getByRole('button', { name: 'Retry' }).waitFor();

  await page.unroute(FIRESTORE_EMULATOR_REQUESTS);
  await description.getByRole('button', { name: 'Retry' }).click();
  expect(await description.getByLabel('Description', { exact: true }).inputValue()).toBe(seededDescription);
});
