/**
 * The CBSE's Mandatory Public Disclosure as visitors (and inspectors) read it: Appendix IX's headings and row labels
 * in the first HTML, the seeded values after load, "To be updated" for a row without one, links from the home page's
 * first screen and every footer, the error with Retry when the database cannot be read, and a clean print.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { school } from '@/content/school';
import { appendixIX } from '@/features/mandatory-disclosure/appendixIX';
import { formatIsoDate } from '@/lib/isoDate';
import { baseUrl, dataSettled, DESKTOP, documentScrollWidth, openBrowser, PHONE, recordErrors } from './browser';
import { FIRESTORE_DOCUMENTS, isFirestoreRequest } from './emulatorRest';
import { addressOf, seededDocument } from './seeded';

const browser = openBrowser();
const PATH = '/mandatory-public-disclosure';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface SeededFile {
  url: string;
  updatedOn: string;
  validUntil?: string;
}
interface SeededResult {
  year: string;
  registered: number;
  passed: number;
  remarks?: string;
}

const section = (id: string) => seededDocument(`mandatory_disclosure/${id}`) ?? {};
const general = section('general');
const documents = section('documents') as Record<string, SeededFile>;
const academics = section('academics');
const staff = section('staff');
const infrastructure = section('infrastructure');

/** The value cell of the row labelled `label` in the section headed `title`. */
function valueCell(page: Page, title: string, label: string): Locator {
  const table = page.getByRole('region', { name: title }).getByRole('table', { name: title });
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell').last();
}

async function openDisclosure(page: Page, path = PATH): Promise<void> {
  await page.goto(path);
  await page.getByText('Last updated on').waitFor();
}

// Stored fields a test changes, as the emulator held them before: put back after the test.
const changed: { path: string; fields: Record<string, unknown> }[] = [];

/** Sets (or, with undefined, deletes) fields of a section as the owner, keeping the originals to restore. */
async function changeSection(id: string, fields: Record<string, unknown>): Promise<void> {
  const path = `mandatory_disclosure/${id}`;
  const stored = (await (await fetch(`${FIRESTORE_DOCUMENTS}/${path}`, { headers: OWNER })).json()) as { fields: Record<string, unknown> };
  changed.push({ path, fields: Object.fromEntries(Object.keys(fields).map((field) => [field, stored.fields[field]])) });
  await patch(path, fields);
}

async function patch(path: string, fields: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(fields).map((field) => `updateMask.fieldPaths=${field}`).join('&');
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/${path}?${mask}`, { method: 'PATCH', headers: OWNER, body: JSON.stringify({ fields: present }) });
  expect(response.ok).toBe(true);
}

afterEach(async () => {
  for (const { path, fields } of changed.splice(0).reverse()) await patch(path, fields);
});

describe('the Mandatory Public Disclosure page', () => {
  test("arrives with every section heading and row label of Appendix IX in its HTML, before any script runs", async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    const text = html.replace(/<!--.*?-->|<wbr\/?>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
    expect(text).toContain('Mandatory Public Disclosure');
    for (const { title, rows, note } of appendixIX) {
      expect(text).toContain(title);
      for (const row of rows) expect(text).toContain(row.label);
      if (note) expect(text).toContain(note);
    }
    // Values are data: none is in the HTML, nor a false "To be updated".
    expect(text).not.toContain(String(general.principalName));
    expect(text).not.toContain('To be updated');
  });

  test('shows the saved values, the documents with their dates, and the results with computed pass percentages', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = recordErrors(page);
    await openDisclosure(page);

    expect(await valueCell(page, 'A. General Information', 'Principal Name').textContent()).toBe(general.principalName);
    expect(await valueCell(page, 'A. General Information', 'School Email ID').getByRole('link').getAttribute('href')).toBe(`mailto:${String(general.email)}`);
    // Section D: counted and computed from the faculty list, each teacher with designation, qualification and document.
    expect(await valueCell(page, 'D. Staff (Teaching)', 'Total No. of Teachers').textContent()).toBe('Total: 25PGT: 7TGT: 11PRT: 5PET: 2');
    expect(await valueCell(page, 'D. Staff (Teaching)', 'Total No. of Students').textContent()).toBe(String(staff.students));
    expect(await valueCell(page, 'D. Staff (Teaching)', 'Pupil Teacher Ratio').textContent()).toBe(
      '26.5 : 1Students per teacher of classes (PGT, TGT, PRT); the board allows at most 30 : 1.',
    );
    expect(await valueCell(page, 'D. Staff (Teaching)', 'Teachers Section Ratio').textContent()).toBe(
      '1.64 : 1Teachers of classes (PGT, TGT, PRT) per section; the board asks for at least 1.5 : 1.',
    );
    // The fee structure and the academic calendar link to the pages of the site that keep them, beside their PDFs.
    const fees = valueCell(page, 'C. Result and Academics', 'Fee Structure of the School');
    expect(await fees.getByRole('link', { name: 'The fees of each class, term by term, on the Fee Payment page' }).getAttribute('href')).toBe('/FeePayment');
    expect(await fees.getByRole('link', { name: /^View PDF/ }).count()).toBe(1);
    // The members of the SMC and the PTA, as lists, one member a line of the seed.
    for (const [label, field] of [
      ['List of School Management Committee (SMC)', 'smcMembers'],
      ['List of Parents Teachers Association (PTA) Members', 'ptaMembers'],
    ] as const) {
      const members = String(academics[field]).split('\n');
      expect(await valueCell(page, 'C. Result and Academics', label).getByRole('listitem').allTextContents()).toEqual(members);
    }
    const calendar = valueCell(page, 'C. Result and Academics', 'Annual Academic Calendar').getByRole('link', { name: 'The year planner and key dates of this year' });
    expect(await calendar.getAttribute('href')).toBe('/year-planner');

    const teachers = page.getByRole('table', { name: 'List of Teachers' });
    expect(await teachers.getByRole('row').count()).toBe(26);
    expect(await teachers.getByRole('row').nth(1).textContent()).toBe('1Mrs. R. LakshmiPGTM.Sc., B.Ed.–');
    const withDocument = teachers.getByRole('row').filter({ hasText: 'Mr. S. Karthikeyan' });
    expect(await withDocument.textContent()).toContain('PGTM.C.A., B.Ed.View PDF');
    const certificate = await page.request.get(String(await withDocument.getByRole('link').getAttribute('href')));
    expect(certificate.headers()['content-type']).toContain('application/pdf');
    expect(await valueCell(page, 'E. School Infrastructure', 'Total Campus Area of the School (in Square Mtr)').textContent()).toBe('12,140.5 sq m');
    expect(await valueCell(page, 'E. School Infrastructure', 'Internet Facility (Y/N)').textContent()).toBe(infrastructure.internet ? 'Yes' : 'No');
    const video = valueCell(page, 'E. School Infrastructure', 'Link of YouTube video of the inspection of school covering the infrastructure of the school').getByRole('link');
    expect(await video.getAttribute('href')).toBe(infrastructure.inspectionVideo);
    expect(await video.getAttribute('target')).toBe('_blank');

    // A document: 'View PDF' in a new tab, served as a PDF, with its dates.
    const fire = documents.fireSafety;
    const fireCell = valueCell(page, 'B. Documents and Information', 'Copy of Valid Fire Safety Certificate issued by the Competent Authority');
    const link = fireCell.getByRole('link', { name: /^View PDF/ });
    expect(await link.getAttribute('href')).toBe(fire?.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const response = await page.request.get(String(fire?.url));
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(await fireCell.textContent()).toContain(`Updated on ${formatIsoDate(fire?.updatedOn ?? '')}`);
    expect(await fireCell.textContent()).toContain(`Valid until ${formatIsoDate(fire?.validUntil ?? '')}`);

    // Results, newest first, the percentage computed from the counts.
    const results = academics.resultsX as SeededResult[];
    const table = page.getByRole('table', { name: 'Result Class: X', exact: true });
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['S.No.', 'Year', 'No. of Registered Students', 'No. of Students Passed', 'Pass Percentage', 'Remarks']);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual(
      [...results]
        .sort((a, b) => b.year.localeCompare(a.year))
        .map((result, index) => [
          String(index + 1),
          result.year,
          String(result.registered),
          String(result.passed),
          `${Number(((result.passed / result.registered) * 100).toFixed(2))}%`,
          result.remarks ?? '',
        ]),
    );
    expect(rows.map((row) => row[4])).toContain('99.04%');
    expect(await page.getByText('To be updated').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('says "To be updated" for a row with no value, and that a class is not offered instead of an empty table', async () => {
    await changeSection('general', { schoolCode: undefined });
    await changeSection('academics', { resultsXIIOffered: { booleanValue: false }, resultsXII: undefined });
    const page = await browser.newPage(PHONE);
    await openDisclosure(page);

    expect(await valueCell(page, 'A. General Information', 'School Code (if applicable)').textContent()).toBe('To be updated');
    expect(await page.getByRole('table', { name: 'Result Class: XII', exact: true }).textContent()).toContain('Class XII is not offered by the school.');
    expect(await page.getByText('To be updated').count()).toBe(1);
  });

  test('fits a 375 px phone: no sideways scroll of the page, the results tables scroll in their own box', async () => {
    const page = await browser.newPage(PHONE);
    await openDisclosure(page);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const box = page.getByRole('region', { name: 'Result Class: X', exact: true });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await box.getAttribute('tabindex')).toBe('0');
  });

  test('while the database cannot be read, keeps every label, says so with Retry, and Retry loads the values', async () => {
    const page = await browser.newPage(PHONE);
    await page.route(isFirestoreRequest, (route) => route.abort());
    await page.goto(PATH);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain("We couldn't load the disclosure.");
    expect(await page.getByRole('rowheader', { name: 'Principal Name', exact: true }).count()).toBe(1);
    expect(await page.getByText('To be updated').count()).toBe(0);

    await page.unroute(isFirestoreRequest);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Last updated on').waitFor();
    expect(await valueCell(page, 'A. General Information', 'Principal Name').textContent()).toBe(general.principalName);
  });

  test('is the same page at its aliases', async () => {
    const page = await browser.newPage(DESKTOP);
    for (const alias of ['/mandatory-disclosure', '/MandatoryPublicDisclosure']) {
      await openDisclosure(page, alias);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mandatory Public Disclosure');
    }
  });

  test('prints as a clean document: no menu, footer or map, the school and the date on top, each address after its link', async () => {
    const page = await browser.newPage(DESKTOP);
    await openDisclosure(page);
    await dataSettled(page);
    await page.emulateMedia({ media: 'print' });

    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.locator('iframe').count()).toBe(0);
    const top = page.getByRole('main').getByText(school.name, { exact: true }).first();
    expect(await top.isVisible()).toBe(true);
    expect(await page.getByText('Last updated on').isVisible()).toBe(true);
    const link = valueCell(page, 'B. Documents and Information', 'Copy of Valid Fire Safety Certificate issued by the Competent Authority').getByRole('link');
    const printed = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(printed).toContain(documents.fireSafety?.url);

    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await top.isVisible()).toBe(false);
  });
});

describe('links to the disclosure', () => {
  test("the home page's first screen links to it, on a phone and a desktop", async () => {
    for (const viewport of [{ width: 375, height: 667 }, DESKTOP]) {
      const page = await browser.newPage(viewport);
      await page.goto('/');
      const link = page.getByRole('main').getByRole('link', { name: 'Mandatory Public Disclosure', exact: true }).first();
      expect(await link.getAttribute('href')).toBe(PATH);
      const box = await link.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(PATH);
    }
  });

  test("the home page's Disclosures & Collaborations block leads with it", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Disclosures & Collaborations' });
    const link = block.getByRole('link', { name: 'View disclosure', exact: true });
    expect(await link.getAttribute('href')).toBe(PATH);
    expect(await block.getByRole('link', { name: 'View PDF', exact: true }).evaluateAll((links) => links.map((l) => l.getAttribute('href')))).not.toContain(
      '/docs/cbse-mandatory-public-disclosure.pdf',
    );
  });

  test('the footer of every page links to it', async () => {
    const page = await browser.newPage(PHONE);
    for (const path of ['/', '/about', '/year-planner', addressOf('/Announcements/:id'), '/no-such-page']) {
      await page.goto(path);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Mandatory Public Disclosure', exact: true });
      expect(await link.getAttribute('href'), path).toBe(PATH);
    }
  });
});
