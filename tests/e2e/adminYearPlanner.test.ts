import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { LOCAL_UPLOAD, answerImageUploadsWith, chosenImage, failImageUploads, fetchedFrom, restoreImageUploads } from './adminPageHelpers';
import { openBrowser, PHONE } from './browser';
import { seededDocument } from './seeded';
import { PDF_SIGNATURE, pdfFile } from './testDocument';
import { pngFile } from './testImage';

const browser = openBrowser();
const PATH = '/admin-w6y4u7-year-planner';
const MISSING_INPUT = 'Please select an image and enter the year';
const PICKER = 'Planner (image or PDF)';

const seeded = seededDocument('year_planner/planner') as { url: string; year: string };

const uploadRegion = (page: Page) => page.getByRole('region', { name: 'Upload a new planner' });
const currentRegion = (page: Page) => page.getByRole('region', { name: 'Current planner' });

async function uploadPlanner(page: Page, year: string, fileName: string): Promise<void> {
  const form = uploadRegion(page);
  await form.getByLabel('Year').fill(year);
  await form.getByLabel(PICKER, { exact: true }).setInputFiles(fileName.endsWith('.pdf') ? pdfFile(fileName) : pngFile(fileName));
  await form.getByRole('button', { name: 'Upload planner' }).click();
  await form.getByText('✅ Uploaded successfully!').waitFor();
}

/**
 * Puts the seeded planner back through the page: the upload is answered with the seeded image's address, so
 * the saved document holds the seeded url and year again (only its upload time is new).
 */
async function restoreSeededPlanner(page: Page): Promise<void> {
  await page.goto(PATH);
  await answerImageUploadsWith(page, seeded.url);
  try {
    await uploadPlanner(page, seeded.year, 'restore.png');
  } finally {
    await restoreImageUploads(page);
  }
  await currentRegion(page).getByText(`Year: ${seeded.year}`).waitFor();
}

// Several page loads and uploads: more time than the suite's default.
test('a new planner is uploaded, replaces the current one for visitors, and the seeded one is put back', { timeout: 90_000 }, async () => {
  expect(seeded.url).toBeTruthy();
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const current = currentRegion(page);
  await current.getByText(`Year: ${seeded.year}`).waitFor();
  expect(await current.getByRole('img').getAttribute('src')).toBe(seeded.url);

  const year = 'E2E 2099-00';
  try {
    await uploadPlanner(page, year, 'planner.png');
    expect(await uploadRegion(page).getByLabel('Year').inputValue()).toBe('');
    await current.getByText(`Year: ${year}`).waitFor();
    expect(await current.getByRole('img').getAttribute('src')).toMatch(LOCAL_UPLOAD);

    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/year-planner');
    await visitor.getByText(`Academic year ${year}`).waitFor();
    expect(await visitor.getByRole('img', { name: new RegExp(`Year planner ${year}`) }).getAttribute('src')).toMatch(LOCAL_UPLOAD);
  } finally {
    await restoreSeededPlanner(page);
  }

  expect(await current.getByRole('img').getAttribute('src')).toBe(seeded.url);
  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/year-planner');
  await visitor.getByText(`Academic year ${seeded.year}`).waitFor();
  expect(await visitor.getByRole('img', { name: new RegExp(`Year planner ${seeded.year}`) }).getAttribute('src')).toBe(seeded.url);
});

// Two uploads and two public page loads: more time than the suite's default.
test("a planner uploaded as a PDF shows on /year-planner as 'View PDF' with its year, and opens as a PDF", { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const year = 'E2E 2098-99';
  try {
    await uploadPlanner(page, year, 'planner.pdf');
    const current = currentRegion(page).getByRole('link', { name: `Current year planner ${year} (PDF, opens in a new tab)` });
    await current.waitFor();
    expect(await current.getAttribute('href')).toMatch(LOCAL_UPLOAD);

    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/year-planner');
    const view = visitor.getByRole('link', { name: `View PDF — Year Planner ${year} (opens in a new tab)` });
    await view.waitFor();
    expect(await visitor.getByRole('img', { name: /Year planner/ }).count()).toBe(0);
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('rel')).toBe('noopener noreferrer');
    const opened = await fetchedFrom(view);
    expect(opened.contentType).toBe('application/pdf');
    expect(opened.start.startsWith(PDF_SIGNATURE)).toBe(true);
  } finally {
    await restoreSeededPlanner(page);
  }
  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/year-planner');
  await visitor.getByRole('img', { name: new RegExp(`Year planner ${seeded.year}`) }).waitFor();
  expect(await visitor.getByRole('link', { name: /View PDF/ }).count()).toBe(0);
});

test('without an image or a year the page shows the alert and keeps what was given', async () => {
  const page = await browser.newPage(PHONE);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openAsAdmin(page, PATH);
  const form = uploadRegion(page);
  const alert = form.getByRole('alert').filter({ hasText: MISSING_INPUT });

  await form.getByRole('button', { name: 'Upload planner' }).click();
  await alert.waitFor();
  expect(await alert.textContent()).toBe(MISSING_INPUT);

  // A year but no image.
  await form.getByLabel('Year').fill('2030-31');
  await form.getByRole('button', { name: 'Upload planner' }).click();
  await alert.waitFor();
  expect(await form.getByLabel('Year').inputValue()).toBe('2030-31');

  // An image but no year.
  await form.getByLabel('Year').fill('');
  await form.getByLabel(PICKER, { exact: true }).setInputFiles(pngFile('kept-planner.png'));
  await form.getByRole('button', { name: 'Upload planner' }).click();
  await alert.waitFor();
  expect(await chosenImage(form, PICKER, 'kept-planner.png').count()).toBe(1);

  expect(dialogs).toEqual([]);
  await currentRegion(page).getByText(`Year: ${seeded.year}`).waitFor();
});

test('a failed upload shows the failure message, logs the error and keeps the planner', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openAsAdmin(page, PATH);
  await failImageUploads(page);
  const form = uploadRegion(page);
  await form.getByLabel('Year').fill('2030-31');
  await form.getByLabel(PICKER, { exact: true }).setInputFiles(pngFile('planner.png'));
  await form.getByRole('button', { name: 'Upload planner' }).click();
  await form.getByText('❌ Upload failed. Check console.').waitFor();
  // The console holds the failure with its cause, as the message promises.
  expect(errors.some((text) => text.includes('❌ Upload failed. Check console.'))).toBe(true);
  expect(await form.getByLabel('Year').inputValue()).toBe('2030-31');
  await currentRegion(page).getByText(`Year: ${seeded.year}`).waitFor();
});

test('an upload answered with an address a browser would read as another site is refused at the picker, and nothing is saved', async () => {
  const page = await browser.newPage();
  await openAsAdmin(page, PATH);
  const hostile = '/\\evil.example/p.png';
  await answerImageUploadsWith(page, hostile);
  const form = uploadRegion(page);
  await form.getByLabel('Year').fill('2030-31');
  await form.getByLabel(PICKER, { exact: true }).setInputFiles(pngFile('planner.png'));
  await form.getByRole('button', { name: 'Upload planner' }).click();

  await form
    .getByText(`The upload host returned an address for “planner.png” that the site cannot save (“${hostile}”): it keeps only an address starting with https://, or a page of this site starting with a single /.`, { exact: true })
    .waitFor();
  await form.getByText('❌ Upload failed. Check console.').waitFor();
  expect(await form.getByLabel('Year').inputValue()).toBe('2030-31');
  expect(await chosenImage(form, PICKER, 'planner.png').count()).toBe(1);
  const current = currentRegion(page);
  await current.getByText(`Year: ${seeded.year}`).waitFor();
  expect(await current.getByRole('img').getAttribute('src')).toBe(seeded.url);
});
