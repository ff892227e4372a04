/**
 * An office on a bad day, in a real browser against the emulators: an upload that hangs can be cancelled and a
 * stalled one retried, and a write the database never confirms is reported as failed; every input stays, and
 * nothing is reported saved that the server does not have.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { chosenImage } from './adminPageHelpers';
import { DESKTOP, openBrowser } from './browser';
import { FIRESTORE_DOCUMENTS, NEVER_ANSWER, deleteDocumentsWhere, isFirestoreRequest } from './emulatorRest';
import { SITE_DOCUMENT, byPriority, seededDocuments } from './seeded';
import { pngFile } from './testImage';
import { must } from '../support/must';

const browser = openBrowser();
const RUN = `E2E faults ${Date.now()}`;
const UPLOAD_ENDPOINT = '**/__local-upload/image/upload';

afterAll(async () => {
  await deleteDocumentsWhere('announcements', 'title', RUN);
  await deleteDocumentsWhere('important_links', 'title', RUN);
});

async function storedTitles(collection: string): Promise<string[]> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/${collection}?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
  const { documents = [] } = (await response.json()) as { documents?: { fields?: { title?: { stringValue?: string } } }[] };
  return documents.map((document) => document.fields?.title?.stringValue ?? '');
}

async function openWithClock(path: string): Promise<Page> {
  const page = await browser.newPage(DESKTOP);
  await page.clock.install();
  await openAsAdmin(page, path);
  return page;
}

test('an upload that hangs can be cancelled with every input kept; one that stalls for 60 s offers Retry, which posts', { timeout: 90_000 }, async () => {
  const page = await openWithClock('/admin-h3k9d2-announcements');
  const title = `${RUN} upload`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('Typed before the upload hung.');
  await page.getByLabel('Images (optional)').setInputFiles(pngFile('hung.png'));
  await page.route(UPLOAD_ENDPOINT, NEVER_ANSWER);

  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByRole('button', { name: 'Posting…' }).waitFor();
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await page.getByText('Upload cancelled. Nothing was saved; everything you typed and picked is still here.').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  expect(await page.getByLabel('Details').inputValue()).toBe('Typed before the upload hung.');
  await chosenImage(page, 'Images (optional)', 'hung.png').waitFor();
  expect(await page.getByRole('button', { name: 'Cancel upload' }).count()).toBe(0);

  // Again, and this time the host goes quiet for a minute. The minute counts from the request (the picture is
  // read and checked first, which takes longer on a busy machine), so the clock moves only once it is sent.
  const sent = page.waitForRequest(UPLOAD_ENDPOINT);
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByRole('button', { name: 'Posting…' }).waitFor();
  await sent;
  await page.clock.fastForward(59_000);
  expect(await page.getByRole('button', { name: 'Posting…' }).count()).toBe(1);
  await page.clock.fastForward(2_000);
  await page.getByText('made no progress for 60 seconds', { exact: false }).first().waitFor();
  expect(await page.getByLabel('Details').inputValue()).toBe('Typed before the upload hung.');
  expect(await storedTitles('announcements')).not.toContain(title);

  await page.unroute(UPLOAD_ENDPOINT, NEVER_ANSWER);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByText('✅ Announcement posted successfully!').waitFor();
  expect(await storedTitles('announcements')).toContain(title);
});

test('a write the database never confirms is reported as failed after 15 s, with every input kept, and nothing stored', { timeout: 60_000 }, async () => {
  const page = await openWithClock('/admin-q9w8e3-links');
  const add = page.getByRole('region', { name: 'Add a link' });
  const title = `${RUN} unconfirmed`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill('https://example.org/unconfirmed');
  await add.getByLabel('Button text', { exact: true }).fill('Open it');
  await page.route(isFirestoreRequest, NEVER_ANSWER);

  await add.getByRole('button', { name: 'Add link' }).click();
  await add.getByRole('button', { name: 'Adding…' }).waitFor();
  // Within seconds the form says that the database has not answered, and that nothing is lost.
  await page.clock.fastForward(6_000);
  await add.getByRole('status').getByText('Still saving: the database has not answered yet. Everything you typed and picked is kept', { exact: false }).waitFor();
  await page.clock.fastForward(8_000);
  expect(await add.getByRole('button', { name: 'Adding…' }).count()).toBe(1);
  await page.clock.fastForward(2_000);
  await add.getByText('The database did not confirm the change within 15 seconds', { exact: false }).waitFor();
  expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
  expect(await add.getByLabel('Link URL', { exact: true }).inputValue()).toBe('https://example.org/unconfirmed');
  expect(await add.getByRole('button', { name: 'Add link' }).isEnabled()).toBe(true);
  expect(await storedTitles('important_links')).not.toContain(title);
});

test('a staff member added while the database is unreachable is not shown as added, and the form says so', { timeout: 60_000 }, async () => {
  const page = await openWithClock('/admin-administration');
  const first = must(
    (seededDocuments(`${SITE_DOCUMENT}/faculty/`).sort(byPriority) as { title?: string; name?: string }[]).map((group) => group.title ?? group.name)[0],
    'a seeded department',
  );
  const card = page
    .getByRole('region', { name: 'Faculty', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: first, exact: true }) });
  const form = card.getByRole('form', { name: `Add a member to ${first}` });
  await form.waitFor();
  const member = `${RUN} member`;
  const unreachable = (route: Route) => route.abort();
  await page.route(isFirestoreRequest, unreachable);

  await form.getByLabel('Add a member', { exact: true }).fill(member);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await page.clock.fastForward(16_000);
  await form.getByRole('alert').waitFor();
  expect(await form.getByLabel('Add a member', { exact: true }).inputValue()).toBe(member);
  expect(await card.getByText(member, { exact: true }).count()).toBe(0);
  expect(await form.getByRole('button', { name: 'Add', exact: true }).isEnabled()).toBe(true);
});

test("an edit of an item someone changed since it was opened saves nothing and says so; Save again applies only this admin's change", { timeout: 60_000 }, async () => {
  const first = await browser.newPage(DESKTOP);
  await openAsAdmin(first, '/admin-h3k9d2-announcements');
  const title = `${RUN} conflict`;
  await first.getByLabel('Title').fill(title);
  await first.getByLabel('Details').fill('As posted.');
  await first.getByRole('button', { name: 'Post announcement' }).click();
  await first.getByText('✅ Announcement posted successfully!').waitFor();
  const second = await first.context().newPage();
  await second.goto('/admin-h3k9d2-announcements');

  const edit = async (page: Page) => {
    const manage = page.getByRole('region', { name: 'Manage announcements' });
    await manage.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
    return manage.getByRole('form', { name: `Edit ${title}` });
  };
  const editorA = await edit(first);
  const editorB = await edit(second);
  await editorB.getByLabel('Details').fill('Changed by the other admin.');
  await editorB.getByRole('button', { name: 'Save' }).click();
  await editorB.waitFor({ state: 'detached' });

  await editorA.getByLabel('Title').fill(`${title} (corrected)`);
  await editorA.getByRole('button', { name: 'Save' }).click();
  await editorA.getByText('Someone else changed this item after you opened it, so nothing was saved.', { exact: false }).waitFor();
  expect(await editorA.getByLabel('Title').inputValue()).toBe(`${title} (corrected)`);
  expect(await storedTitles('announcements')).toContain(title);

  await editorA.getByRole('button', { name: 'Save' }).click();
  await editorA.waitFor({ state: 'detached' });
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/announcements?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
  const { documents = [] } = (await response.json()) as { documents?: { fields?: Record<string, { stringValue?: string } | undefined> }[] };
  const stored = documents.find((document) => document.fields?.title?.stringValue === `${title} (corrected)`);
  expect(stored?.fields?.content?.stringValue, "the other admin's details stay").toBe('Changed by the other admin.');
});

test("the image host's refusals of what the preset does not allow are shown in words, and nothing typed or picked is lost", { timeout: 60_000 }, async () => {
  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, '/admin-h3k9d2-announcements');
  // The form's own upload, as a stranger would tamper with it: another preset, then a caller-chosen public_id. The
  // stand-in refuses each as Cloudinary does.
  let tamper: (body: Buffer) => Buffer = (body) => body;
  await page.route(UPLOAD_ENDPOINT, async (route: Route) => {
    const body = route.request().postDataBuffer();
    await route.continue(body ? { postData: tamper(body) } : {});
  });
  const title = `${RUN} refused by the preset`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('Kept through every refusal.');
  await page.getByLabel('Images (optional)').setInputFiles(pngFile('refused.png'));
  const picked = page.getByRole('list', { name: 'Images (optional): chosen files' });

  tamper = (body) => Buffer.from(body.toString('latin1').replace('school_announcement_upload', 'someone_elses_preset'), 'latin1');
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await picked.getByText('The upload host refused “refused.png”: Upload preset not found.', { exact: true }).waitFor();

  tamper = (body) => {
    const text = body.toString('latin1');
    const boundary = text.slice(0, text.indexOf('\r\n'));
    return Buffer.from(text.replace(`${boundary}--`, `${boundary}\r\nContent-Disposition: form-data; name="public_id"\r\n\r\nschool-site/logo\r\n${boundary}--`), 'latin1');
  };
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await picked
    .getByText('The upload host refused “refused.png”: public_id parameter is not allowed when using unsigned upload with this upload preset.', { exact: true })
    .waitFor();

  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  expect(await page.getByLabel('Details').inputValue()).toBe('Kept through every refusal.');
  await chosenImage(page, 'Images (optional)', 'refused.png').waitFor();
  expect(await storedTitles('announcements')).not.toContain(title);

  // Untouched, the same pick posts.
  tamper = (body) => body;
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await page.getByText('✅ Announcement posted successfully!', { exact: true }).waitFor();
});
