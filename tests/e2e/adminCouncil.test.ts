import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { seedDocuments } from '../../scripts/seed/data.mjs';
import { signInAsAdmin } from './adminSession';
import { openBrowser } from './browser';
import { pngBuffer } from './testImage';

const browser = openBrowser();
const PATH = '/admin-b2c4e5-council';
const RUN = `E2E ${Date.now()}`;

const seededDescription = seedDocuments().find(({ path }) => path === 'council_info/main')?.data.description as string;

// A safety net only: the tests remove what they add through the page. If one fails half-way, this puts the
// emulator back as the other suites expect it (the emulator's REST API with the owner token skips the rules).
const DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-school-site/databases/(default)/documents';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

afterAll(async () => {
  const listing = await fetch(`${DOCUMENTS}/council_members?pageSize=300`, { headers: OWNER });
  const { documents = [] } = (await listing.json()) as { documents?: { name: string; fields?: { name?: { stringValue?: string } } }[] };
  for (const document of documents) {
    if (document.fields?.name?.stringValue?.startsWith(RUN)) {
      await fetch(`http://127.0.0.1:8080/v1/${document.name}`, { method: 'DELETE', headers: OWNER });
    }
  }
  const info = await fetch(`${DOCUMENTS}/council_info/main`, { headers: OWNER });
  const stored = ((await info.json()) as { fields?: { description?: { stringValue?: string } } }).fields?.description?.stringValue;
  if (stored !== seededDescription) {
    await fetch(`${DOCUMENTS}/council_info/main`, {
      method: 'PATCH',
      headers: OWNER,
      body: JSON.stringify({ fields: { description: { stringValue: seededDescription } } }),
    });
  }
});

async function openCouncilAdmin(page: Page) {
  await signInAsAdmin(page);
  await page.goto(PATH);
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
  // A high priority sorts it after every seeded member.
  await add.getByLabel('Priority', { exact: true }).fill('9999');
  await add.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'e2e-member.png', mimeType: 'image/png', buffer: pngBuffer(120, 150) });
  await add.getByRole('button', { name: 'Add member' }).click();
  await add.getByText('✅ Member added!', { exact: true }).waitFor();
  expect(await add.getByLabel('Name', { exact: true }).inputValue()).toBe('');
  expect(await add.getByRole('list', { name: 'Photo: chosen images' }).count()).toBe(0);

  const item = manage.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await item.waitFor();
  expect(await item.getByRole('img', { name: `Photo of ${name}` }).getAttribute('src')).toMatch(/\/__local-upload\/files\//);

  const visitor = await browser.newPage();
  await visitor.goto('/Council');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name }) });
  await card.getByText('E2E Class Representative').waitFor();
  // Last, after the seeded members.
  expect(await visitor.locator('.council-grid > li').last().getByRole('heading').textContent()).toBe(name);
  expect(await card.getByRole('img', { name: `${name}, E2E Class Representative` }).getAttribute('src')).toMatch(/\/__local-upload\/files\//);

  const firstPhoto = await item.getByRole('img', { name: `Photo of ${name}` }).getAttribute('src');
  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = manage.getByRole('form', { name: `Edit ${name}` });
  await editor.getByLabel('Position', { exact: true }).fill('E2E Edited Representative');
  await editor.getByLabel('New photo (optional)', { exact: true }).setInputFiles({ name: 'e2e-new.png', mimeType: 'image/png', buffer: pngBuffer(120, 150, [244, 185, 66]) });
  await editor.getByRole('button', { name: 'Save' }).click();
  await item.getByText('E2E Edited Representative · 2026-27 · Priority 9999').waitFor();
  const newPhoto = await item.getByRole('img', { name: `Photo of ${name}` }).getAttribute('src');
  expect(newPhoto).toMatch(/\/__local-upload\/files\//);
  expect(newPhoto).not.toBe(firstPhoto);
  expect(await councilPageText(visitor)).toContain('E2E Edited Representative');

  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByText('Are you sure you want to remove this member?', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await item.count()).toBe(1);
  await item.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await item.waitFor({ state: 'detached' });
  expect(await councilPageText(visitor)).not.toContain(name);
});

test('adding a member with a field or the photo missing says all fields are required and keeps what was typed', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const { add } = await openCouncilAdmin(page);
  await add.getByLabel('Name', { exact: true }).fill(`${RUN} Incomplete`);
  await add.getByLabel('Position', { exact: true }).fill('Prefect');
  await add.getByLabel('Year', { exact: true }).fill('2026-27');
  await add.getByLabel('Priority', { exact: true }).fill('3');
  await add.getByRole('button', { name: 'Add member' }).click();

  const message = add.getByText('All fields are required!', { exact: true });
  await message.waitFor();
  expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await add.getByLabel('Name', { exact: true }).inputValue()).toBe(`${RUN} Incomplete`);
  expect(await add.getByLabel('Priority', { exact: true }).inputValue()).toBe('3');

  // A photo but no year: still refused.
  await add.getByLabel('Year', { exact: true }).fill('');
  await add.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'kept.png', mimeType: 'image/png', buffer: pngBuffer(120, 150) });
  await add.getByRole('button', { name: 'Add member' }).click();
  await message.waitFor();
  expect(await add.getByRole('list', { name: 'Photo: chosen images' }).getByText('kept.png').count()).toBe(1);
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
  expect(await councilPageText(visitor)).not.toContain(note);
});

test('a description that cannot be read says so with the reason, and Retry loads it', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.route('http://127.0.0.1:8080/**', (route) => route.abort());
  await page.goto(PATH);
  const description = page.getByRole('region', { name: 'Council description' });
  await description.getByText(/^❌ Error fetching description: .+/).waitFor();
  // Nothing to type into, so nothing can overwrite the description that could not be read.
  expect(await description.getByLabel('Description', { exact: true }).count()).toBe(0);
  await page.getByRole('region', { name: 'Manage council members' }).getByRole('button', { name: 'Retry' }).waitFor();

  await page.unroute('http://127.0.0.1:8080/**');
  await description.getByRole('button', { name: 'Retry' }).click();
  expect(await description.getByLabel('Description', { exact: true }).inputValue()).toBe(seededDescription);
});
