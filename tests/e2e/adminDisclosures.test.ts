/**
 * The disclosure documents through the admin page 'Manage Disclosure Documents' and on the home page: staff add a
 * document with its PDF (uploaded through the local stand-in), replace the PDF, move documents and remove one, and
 * after each the home page's disclosures block shows the change; with none stored it shows the shipped PDFs.
 */
import { execFileSync } from 'node:child_process';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { disclosureDocuments as shipped, disclosuresHeading } from '@/content/homeSections';
import { adminPages } from '@/content/adminPages';
import { openAsAdmin, signInAsAdmin } from './adminSession';
import { adminItem, deleteAfterCancelling, hasFocus, LOCAL_UPLOAD } from './adminPageHelpers';
import { DESKTOP, openBrowser, PHONE, recordErrors } from './browser';
import { deleteDocumentsWhere, isFirestoreRequest } from './emulatorRest';
import { seededDocuments, titlesOf } from './seeded';

const browser = openBrowser();
const PATH = '/admin-d4s7c1-disclosures';
const RUN = `E2E ${Date.now()}`;
const seeded = seededDocuments('disclosure_documents/').sort((a, b) => (a.order as number) - (b.order as number));

// A safety net only: the test deletes what it adds through the page.
afterAll(() => deleteDocumentsWhere('disclosure_documents', 'title', RUN));

/** A small PDF for `setInputFiles` (the stand-in checks the `%PDF-` signature). */
function pdfFile(name: string, text: string) {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

async function openDisclosuresAdmin(page: Page) {
  await openAsAdmin(page, PATH);
  return {
    add: page.getByRole('region', { name: 'Add a document' }),
    manage: page.getByRole('region', { name: 'Manage documents' }),
  };
}

/** The home page's disclosures block once its documents (or the shipped ones) are shown. */
async function homeBlock(visitor: Page): Promise<Locator> {
  await visitor.goto('/');
  const block = visitor.getByRole('region', { name: disclosuresHeading });
  await block.getByRole('link', { name: 'View PDF', exact: true }).first().waitFor();
  return block;
}

/** The documents' titles: the block's list, after its lead card (the Mandatory Public Disclosure page). */
const cardTitles = (block: Locator) => block.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
const card = (block: Locator, title: string) => block.getByRole('listitem').filter({ has: block.page().getByRole('heading', { name: title, exact: true }) });

/** The address of the card's 'View PDF', after checking it opens in a new tab and is served as a PDF with `text`. */
async function servedPdf(block: Locator, title: string, text: string): Promise<string> {
  const link = card(block, title).getByRole('link', { name: 'View PDF', exact: true });
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  const href = (await link.getAttribute('href')) ?? '';
  const response = await block.page().request.get(href);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).toString()).toContain(text);
  return href;
}

test('the ninth dashboard button opens the page', async () => {
  const page = await browser.newPage(PHONE);
  await signInAsAdmin(page);
  const buttons = page.getByRole('navigation', { name: 'Manage the website' }).getByRole('link');
  await buttons.first().waitFor();
  expect(await buttons.count()).toBe(adminPages.length);
  expect(await buttons.nth(8).textContent()).toBe('Manage Disclosure Documents');
  await buttons.nth(8).click();
  await page.waitForURL(`**${PATH}`);
  await page.getByRole('heading', { name: 'Disclosure Documents', level: 1 }).waitFor();
});

test('a document is added with its PDF, its PDF replaced, moved up and down and removed, and the home page follows each step', { timeout: 180_000 }, async () => {
  const page = await browser.newPage();
  const { add, manage } = await openDisclosuresAdmin(page);
  const visitor = await browser.newPage(PHONE);
  const title = `${RUN} Fee Structure 2026-27`;
  const [first, second] = titlesOf(seeded);

  // Add: 'Updated on' starts at today; the document goes last.
  expect(await add.getByLabel('Updated on', { exact: true }).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Updated on', { exact: true }).fill('2026-06-12');
  await add.getByLabel('Description (optional)', { exact: true }).fill('Tuition, transport and other fees for every class.');
  await add.getByLabel('PDF', { exact: true }).setInputFiles(pdfFile('fees-v1.pdf', 'first version'));
  await add.getByRole('button', { name: 'Add document' }).click();
  await add.getByText(`✅ Added “${title}”: it is now last on the home page.`, { exact: true }).waitFor();
  expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe('');
  const item = adminItem(manage, title);
  await item.getByText('3 of 3 · Updated on 12 June 2026', { exact: true }).waitFor();

  let block = await homeBlock(visitor);
  await expect.poll(() => cardTitles(block)).toEqual([first, second, title]);
  await card(block, title).getByText('Tuition, transport and other fees for every class.').waitFor();
  await card(block, title).getByText('Updated on 12 June 2026', { exact: true }).waitFor();
  const firstPdf = await servedPdf(block, title, 'first version');
  expect(new URL(firstPdf, 'http://site').pathname).toMatch(LOCAL_UPLOAD);

  // Replace the PDF: the stored one is offered as it is, a new pick replaces it; the date changes too.
  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = manage.getByRole('form', { name: `Edit ${title}` });
  expect(await editor.getByRole('link', { name: `Current PDF of ${title} (opens in a new tab)` }).getAttribute('href')).toBe(firstPdf);
  await editor.getByLabel('Updated on', { exact: true }).fill('2026-07-01');
  await editor.getByLabel('Replace PDF (optional)', { exact: true }).setInputFiles(pdfFile('fees-v2.pdf', 'second version'));
  await editor.getByRole('button', { name: 'Save' }).click();
  await item.getByText('✅ Changes saved.', { exact: true }).waitFor();
  await item.getByText('3 of 3 · Updated on 1 July 2026', { exact: true }).waitFor();

  block = await homeBlock(visitor);
  await card(block, title).getByText('Updated on 1 July 2026', { exact: true }).waitFor();
  expect(await servedPdf(block, title, 'second version')).not.toBe(firstPdf);

  // Move up, with the keyboard: the focus stays on the button, and the home page shows the new order.
  const moveUp = item.getByRole('button', { name: `Move up ${title}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await item.getByText('2 of 3 · Updated on 1 July 2026', { exact: true }).waitFor();
  await item.getByRole('status').getByText('Moved up: now 2 of 3.', { exact: true }).waitFor();
  await expect.poll(() => hasFocus(moveUp)).toBe(true);
  expect(await manage.getByRole('heading', { level: 3 }).allTextContents()).toEqual([first, title, second]);
  block = await homeBlock(visitor);
  await expect.poll(() => cardTitles(block)).toEqual([first, title, second]);

  // Up again: now first, its Move up is disabled and Move down has the focus.
  await page.keyboard.press('Enter');
  await item.getByText('1 of 3 · Updated on 1 July 2026', { exact: true }).waitFor();
  expect(await moveUp.isDisabled()).toBe(true);
  await expect.poll(() => hasFocus(item.getByRole('button', { name: `Move down ${title}` }))).toBe(true);
  block = await homeBlock(visitor);
  await expect.poll(() => cardTitles(block)).toEqual([title, first, second]);

  // Down once, then removed after the confirmation: the seeded documents are back in their order.
  await page.keyboard.press('Enter');
  await item.getByText('2 of 3 · Updated on 1 July 2026', { exact: true }).waitFor();
  block = await homeBlock(visitor);
  await expect.poll(() => cardTitles(block)).toEqual([first, title, second]);

  await deleteAfterCancelling(item, 'Are you sure you want to delete this document?');
  block = await homeBlock(visitor);
  await expect.poll(() => cardTitles(block)).toEqual([first, second]);
});

test('a failed move says so and offers Retry, which moves the document', async () => {
  const page = await browser.newPage();
  const { manage } = await openDisclosuresAdmin(page);
  const [first, second = ''] = titlesOf(seeded);
  const item = adminItem(manage, second);
  // Firestore refuses every commit for now.
  const refuseCommits = (route: Route) =>
    route.request().method() === 'POST' && route.request().url().includes(':commit')
      ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'Refused by the test.' } }) })
      : route.fallback();
  await page.route(isFirestoreRequest, refuseCommits);

  await item.getByRole('button', { name: `Move up ${second}` }).click();
  const failure = item.getByRole('alert');
  await failure.waitFor();
  expect(await failure.textContent()).toMatch(/^❌ Could not move the document: .*Refused by the test\.$/);
  expect(await hasFocus(failure)).toBe(true);
  expect(await manage.getByRole('heading', { level: 3 }).allTextContents()).toEqual([first, second]);

  await page.unroute(isFirestoreRequest, refuseCommits);
  await item.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => manage.getByRole('heading', { level: 3 }).allTextContents()).toEqual([second, first]);
  expect(await failure.count()).toBe(0);
  const visitor = await browser.newPage(PHONE);
  await expect.poll(async () => cardTitles(await homeBlock(visitor))).toEqual([second, first]);

  // Put the seeded order back.
  await item.getByRole('button', { name: `Move down ${second}` }).click();
  await expect.poll(() => manage.getByRole('heading', { level: 3 }).allTextContents()).toEqual([first, second]);
});

test('with no document stored, the home page shows the two shipped PDFs', { timeout: 60_000 }, async () => {
  try {
    // Every document, seeded or not (every title starts with the empty text).
    await deleteDocumentsWhere('disclosure_documents', 'title', '');
    const visitor = await browser.newPage(PHONE);
    const block = await homeBlock(visitor);
    await expect.poll(() => cardTitles(block)).toEqual(shipped.map((document) => document.title));
    const links = block.getByRole('link', { name: 'View PDF', exact: true });
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(shipped.map((document) => document.pdf));
    expect(await block.getByText('Updated on', { exact: false }).count()).toBe(0);

    const page = await browser.newPage();
    const { manage } = await openDisclosuresAdmin(page);
    await manage.getByText('No documents stored yet: the home page shows the two sample PDFs shipped with the site.', { exact: true }).waitFor();
  } finally {
    execFileSync(process.execPath, ['scripts/seed.mjs'], { stdio: 'ignore' });
  }
});

test.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('on %s, the prerendered block holds the place of the seeded documents while they load, and hydrates without an error', async (_name, viewport) => {
  const page = await browser.newPage(viewport);
  const errors = recordErrors(page);
  // The documents' read is held until the block has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const asked = new Promise<void>((resolve) => (requested = resolve));
  const isDisclosuresRead = (url: URL) => isFirestoreRequest(url) && url.pathname.endsWith('/disclosure_documents');
  await page.route(isDisclosuresRead, async (route) => {
    requested();
    await held;
    await route.fallback();
  });

  await page.goto('/');
  await asked;
  const block = page.getByRole('region', { name: disclosuresHeading });
  await block.getByText('Loading...', { exact: true }).waitFor({ state: 'attached' });
  expect(await block.getByRole('link').allTextContents()).toEqual(['View disclosure']);
  const placeholderHeight = (await block.boundingBox())?.height;

  release();
  await block.getByRole('link', { name: 'View PDF', exact: true }).first().waitFor();
  await expect.poll(() => cardTitles(block)).toEqual(titlesOf(seeded));
  expect((await block.boundingBox())?.height).toBeCloseTo(placeholderHeight ?? 0, 0);
  expect(errors).toEqual([]);
});
