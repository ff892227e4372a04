/**
 * 'Manage Mandatory Disclosure' as the office uses it: the warnings on the page and the dashboard, an edit of each
 * section shown on the public page, a certificate uploaded as a PDF, the Board results, every bad input refused at its
 * field with nothing lost or written, and a save that would overwrite someone else's newer edit.
 */
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { adminPages } from '@/content/adminPages';
import { formatIsoDate } from '@/lib/isoDate';
import { confirmWith, fetchedFrom, hasFocus, LOCAL_UPLOAD } from './adminPageHelpers';
import { dashboardLabels, openAsAdmin, signInAsAdmin } from './adminSession';
import { DESKTOP, documentScrollWidth, openBrowser, PHONE } from './browser';
import { FIRESTORE_DOCUMENTS } from './emulatorRest';
import { seededDocument } from './seeded';

const browser = openBrowser();
const PATH = '/admin-k2v8n4-mandatory-disclosure';
const PUBLIC = '/mandatory-public-disclosure';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const documents = seededDocument('mandatory_disclosure/documents') as Record<string, { validUntil?: string }>;

// Every test changes the seeded disclosure through the page: put the seed back once they have run.
afterAll(() => execFileSync(process.execPath, ['scripts/seed.mjs'], { stdio: 'ignore' }));

function pdfFile(name: string, text: string) {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

async function openAdmin(page: Page): Promise<void> {
  await openAsAdmin(page, PATH);
  await page.getByText(/^Mandatory Public Disclosure: \d+ of \d+ rows filled/).waitFor();
}

const form = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

/** A document row: its heading, its stored PDF and dates, and its form folded under a summary line on a phone. */
const documentRow = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, level: 3, exact: true }) });

/** A document row's form, unfolded first where it is folded (on a phone; on a desktop it is open). */
async function documentForm(page: Page, label: string): Promise<Locator> {
  const fold = documentRow(page, label).locator('details');
  if (!(await fold.evaluate((element) => (element as HTMLDetailsElement).open))) await fold.locator('summary').click();
  return form(page, label);
}

/** The value cell of a row of the public page. */
async function publicValue(visitor: Page, title: string, label: string): Promise<string> {
  await visitor.goto(PUBLIC);
  await visitor.getByText('Last updated on').waitFor();
  const table = visitor.getByRole('table', { name: title, exact: true });
  const row = table.getByRole('row').filter({ has: visitor.getByRole('rowheader', { name: label, exact: true }) });
  return (await row.getByRole('cell').last().textContent()) ?? '';
}

/** The stored fields of a section, as the emulator holds them. */
async function storedSection(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/mandatory_disclosure/${id}`, { headers: OWNER });
  return ((await response.json()) as { fields: Record<string, unknown> }).fields;
}

async function saveAndWait(scope: Locator, button: string, message: string | RegExp): Promise<void> {
  await scope.getByRole('button', { name: button, exact: true }).click();
  await scope.getByText(message).waitFor();
}

test('the dashboard button opens the page, and the dashboard warns of the expired and the expiring certificate', async () => {
  const page = await browser.newPage(PHONE);
  await signInAsAdmin(page);
  const buttons = page.getByRole('navigation', { name: 'Manage the website' }).getByRole('link');
  await buttons.first().waitFor();
  expect(await dashboardLabels(buttons)).toEqual(adminPages.map((entry) => entry.label));
  expect(await buttons.nth(9).textContent()).toBe('Manage Mandatory Disclosure');

  const notice = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' });
  await notice.waitFor();
  expect(await notice.locator('strong').textContent()).toBe('Mandatory Public Disclosure: 39 of 39 rows filled; 1 document expired; 1 expires within 30 days.');
  const fire = notice.getByRole('link', { name: 'Copy of Valid Fire Safety Certificate issued by the Competent Authority' });
  expect(await notice.textContent()).toContain(`Expired: it was valid until ${formatIsoDate(documents.fireSafety?.validUntil ?? '')}`);
  expect(await notice.textContent()).toContain(`Valid until ${formatIsoDate(documents.buildingSafety?.validUntil ?? '')}`);
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await fire.click();
  await page.waitForURL(`**${PATH}#disclosure-row-fireSafety`);
  await page.getByRole('heading', { name: 'Mandatory Public Disclosure', level: 1 }).waitFor();
  // It lands on that certificate's row, unfolded, with the focus in its form: not at the top of the page.
  const row = documentRow(page, 'Copy of Valid Fire Safety Certificate issued by the Competent Authority');
  const picker = row.getByLabel('Replace the PDF (optional)', { exact: true });
  await expect.poll(() => hasFocus(picker)).toBe(true);
  const top = await row.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(-1);
  expect(top).toBeLessThan(PHONE.height);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // On a phone the other document rows stay folded into their summary lines: one opens at a time.
  const folds = page.locator('.disclosure-admin__fold');
  expect(await folds.evaluateAll((elements) => elements.filter((element) => (element as HTMLDetailsElement).open).length)).toBe(1);
  await documentRow(page, 'Copies of Affiliation/Upgradation Letter and Recent Extension of Affiliation, if any').locator('summary').click();
  expect(await folds.evaluateAll((elements) => elements.filter((element) => (element as HTMLDetailsElement).open).length)).toBe(1);
});

test('a renewed certificate is dated today and asks for its new Valid until; once saved, the warnings clear at once', async () => {
  const page = await browser.newPage(DESKTOP);
  await openAdmin(page);
  const label = 'Copy of Valid Fire Safety Certificate issued by the Competent Authority';
  const notice = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' }).first();
  await notice.getByText('1 document expired', { exact: false }).waitFor();
  const row = await documentForm(page, label);
  const updatedOn = row.getByLabel('Updated on', { exact: true });
  const oldUpdatedOn = await updatedOn.inputValue();
  await row.getByLabel('Replace the PDF (optional)', { exact: true }).setInputFiles(pdfFile('fire-2026.pdf', 'renewed fire safety'));
  // Today as the office's browser counts it (its own time zone, as the form does).
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await expect.poll(() => updatedOn.inputValue()).toBe(today);
  expect(oldUpdatedOn).not.toBe(await updatedOn.inputValue());
  const validUntil = row.getByLabel('Valid until', { exact: true });
  expect(await validUntil.inputValue()).toBe('');

  await row.getByRole('button', { name: 'Save', exact: true }).click();
  await row.getByText("Enter the renewed certificate's 'Valid until' date.", { exact: true }).waitFor();
  await expect.poll(() => hasFocus(validUntil)).toBe(true);
  expect(await notice.textContent()).toContain('1 document expired');

  await validUntil.fill('2027-11-30');
  await saveAndWait(row, 'Save', `✅ Saved: ${label}.`);
  await expect.poll(() => notice.locator('strong').textContent()).toBe('Mandatory Public Disclosure: 39 of 39 rows filled; 1 expires within 30 days.');
  // The dashboard, opened from the page, says so too.
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  const dashboard = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' });
  await expect.poll(() => dashboard.locator('strong').textContent()).toBe('Mandatory Public Disclosure: 39 of 39 rows filled; 1 expires within 30 days.');
  const visitor = await browser.newPage(PHONE);
  expect(await publicValue(visitor, 'B. Documents and Information', label)).toContain('Valid until 30 November 2027');
  // The tests after this one count the seeded expired certificate.
  execFileSync(process.execPath, ['scripts/seed.mjs'], { stdio: 'ignore' });
});

test("the annual report: the dashboard reminds from 15 August until this year's is uploaded, and the upload clears it at once", async () => {
  // Last year's report is the one on the site; the page's clock is set to days around this year's window.
  await fetch(`${FIRESTORE_DOCUMENTS}/mandatory_disclosure/academics?updateMask.fieldPaths=annualReport`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: {
        annualReport: {
          mapValue: {
            fields: {
              url: { stringValue: '/docs/mandatory-disclosure/annual-report.pdf' },
              updatedOn: { stringValue: '2025-08-28' },
              year: { stringValue: '2024-25' },
            },
          },
        },
      },
    }),
  });
  const page = await browser.newPage(PHONE);
  const notice = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' });
  const reminder = notice.getByRole('list', { name: 'The annual report' });
  const at = async (day: string) => {
    await page.clock.setFixedTime(new Date(`${day}T10:00:00+05:30`));
    await page.reload();
    await notice.locator('strong').waitFor();
    return (await notice.locator('strong').textContent()) ?? '';
  };
  await page.clock.setFixedTime(new Date('2026-08-14T10:00:00+05:30'));
  await signInAsAdmin(page);
  expect(await at('2026-08-14')).not.toContain('annual report');
  expect(await reminder.count()).toBe(0);

  expect(await at('2026-08-15')).toContain('; the annual report 2025-26 is due by 15 September 2026.');
  expect(await reminder.textContent()).toBe('Annual Report 2025-26Due on the website by 15 September 2026 (Clause 14.5 of the Affiliation Bye-Laws): upload it.');
  expect(await at('2026-09-16')).toContain('; the annual report 2025-26 was due by 15 September 2026.');
  expect(await reminder.textContent()).toContain('Was due on the website by 15 September 2026');

  // The link lands on the report's row; a new PDF there is this year's report, and saving it ends the reminder.
  await reminder.getByRole('link', { name: 'Annual Report 2025-26' }).click();
  await page.waitForURL(`**${PATH}#disclosure-row-annualReport`);
  const label = 'Annual Report of the School';
  const row = await documentForm(page, label);
  const year = row.getByLabel('Academic year', { exact: true });
  expect(await year.inputValue()).toBe('2024-25');
  await row.getByLabel('Replace the PDF (optional)', { exact: true }).setInputFiles(pdfFile('annual-report-2025-26.pdf', 'annual report 2025-26'));
  await expect.poll(() => year.inputValue()).toBe('2025-26');
  expect(await row.getByLabel('Updated on', { exact: true }).inputValue()).toBe('2026-09-16');
  const pageNotice = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' }).first();
  expect(await pageNotice.textContent()).toContain('the annual report 2025-26 was due');
  await saveAndWait(row, 'Save', `✅ Saved: ${label}.`);
  await expect.poll(() => pageNotice.locator('strong').textContent()).not.toContain('annual report');
  expect(await page.getByRole('list', { name: 'The annual report' }).count()).toBe(0);
  expect(((await storedSection('academics')).annualReport as { mapValue: { fields: Record<string, unknown> } }).mapValue.fields.year).toEqual({ stringValue: '2025-26' });

  const visitor = await browser.newPage(PHONE);
  expect(await publicValue(visitor, 'C. Result and Academics', label)).toContain('For 2025-26: Updated on 16 September 2026');
});

test('on the page, the warning names each missing row and leads into the field that fixes it', async () => {
  const page = await browser.newPage(DESKTOP);
  await openAdmin(page);
  const general = form(page, 'A. General Information');
  await general.getByLabel('School Code (if applicable)', { exact: true }).fill('');
  await saveAndWait(general, 'Save section A', '✅ A. General Information saved: the public page shows it now.');

  const notice = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' });
  await notice.getByText('Mandatory Public Disclosure: 38 of 39 rows filled; 1 document expired; 1 expires within 30 days.').waitFor();
  await notice.getByRole('list', { name: 'Rows to be updated' }).getByRole('link', { name: 'School Code (if applicable)' }).click();
  expect(await hasFocus(general.getByLabel('School Code (if applicable)', { exact: true }))).toBe(true);

  const visitor = await browser.newPage(PHONE);
  expect(await publicValue(visitor, 'A. General Information', 'School Code (if applicable)')).toBe('To be updated');
});

describe('an edit of each section shows on the public page', () => {
  test('A, D and E: a text, counts and an area, Yes/No and the video link', async () => {
    const page = await browser.newPage(DESKTOP);
    await openAdmin(page);
    const general = form(page, 'A. General Information');
    await general.getByLabel('Principal Name', { exact: true }).fill('Dr. R. Meenakshi');
    await saveAndWait(general, 'Save section A', '✅ A. General Information saved: the public page shows it now.');

    // Section D: the students and sections; the teachers' counts and both ratios are computed from the teacher list.
    const staff = form(page, 'D. Staff (Teaching)');
    expect(await staff.getByLabel(/Total No. of Teachers/).count()).toBe(0);
    await staff.getByLabel('Total No. of Students', { exact: true }).fill('700');
    await staff.getByLabel('Total No. of Sections', { exact: true }).fill('16');
    await saveAndWait(staff, 'Save section D', '✅ D. Staff (Teaching) saved: the public page shows it now.');
    // 700 students for the seed's 23 teachers of classes is above the board's 30 : 1, and 16 sections below 1.5 : 1.
    const notice = page.getByRole('status').filter({ hasText: 'Mandatory Public Disclosure:' }).first();
    await expect.poll(() => notice.locator('strong').textContent()).toContain(
      '; the pupil-teacher ratio is 30.4 : 1, above 30 : 1; the teachers section ratio is 1.44 : 1, below 1.5 : 1',
    );
    // Under the form: where the teachers are kept, and what the page counts.
    const summary = page.locator('#disclosure-row-teacherCounts');
    expect(await summary.textContent()).toContain('List of Teachers: 25 listed (PGT 7, TGT 11, PRT 5, PET 2).');
    expect(await summary.getByRole('link', { name: 'Manage Adminstration' }).getAttribute('href')).toBe('/admin-administration');

    const infrastructure = form(page, 'E. School Infrastructure');
    await infrastructure.getByLabel('Total Campus Area of the School (in Square Mtr)', { exact: true }).fill('12500.25');
    await infrastructure.getByLabel('Internet Facility (Y/N)', { exact: true }).selectOption('no');
    const video = 'https://youtu.be/dQw4w9WgXcQ';
    await infrastructure.getByLabel(/^Link of YouTube video/).fill(`  ${video} `);
    await saveAndWait(infrastructure, 'Save section E', '✅ E. School Infrastructure saved: the public page shows it now.');

    const visitor = await browser.newPage(PHONE);
    expect(await publicValue(visitor, 'A. General Information', 'Principal Name')).toBe('Dr. R. Meenakshi');
    expect(await publicValue(visitor, 'D. Staff (Teaching)', 'Total No. of Students')).toBe('700');
    expect(await publicValue(visitor, 'D. Staff (Teaching)', 'Pupil Teacher Ratio')).toContain('30.4 : 1 (outside the board’s bound)');
    expect(await publicValue(visitor, 'D. Staff (Teaching)', 'Teachers Section Ratio')).toContain('1.44 : 1 (outside the board’s bound)');
    expect(await publicValue(visitor, 'E. School Infrastructure', 'Total Campus Area of the School (in Square Mtr)')).toBe('12,500.25 sq m');
    expect(await publicValue(visitor, 'E. School Infrastructure', 'Internet Facility (Y/N)')).toBe('No');
    expect((await storedSection('infrastructure')).inspectionVideo).toEqual({ stringValue: video });
    expect((await storedSection('staff')).students).toEqual({ integerValue: '700' });
  });

  test('B: a certificate uploaded as a PDF, with its dates, opens as a PDF; removing it leaves "To be updated"', async () => {
    const page = await browser.newPage(PHONE);
    await openAdmin(page);
    const label = 'Copy of No Objection Certificate (NOC) issued, if applicable, by the State Govt./UT';
    const row = await documentForm(page, label);
    await row.getByLabel('Replace the PDF (optional)', { exact: true }).setInputFiles(pdfFile('noc.pdf', 'renewed NOC'));
    await row.getByLabel('Updated on', { exact: true }).fill('2026-11-20');
    await row.getByLabel('Valid until (optional)', { exact: true }).fill('2031-11-19');
    await saveAndWait(row, 'Save', `✅ Saved: ${label}.`);

    const visitor = await browser.newPage(PHONE);
    const cell = await publicValue(visitor, 'B. Documents and Information', label);
    expect(cell).toContain('Updated on 20 November 2026');
    expect(cell).toContain('Valid until 19 November 2031');
    const link = visitor
      .getByRole('table', { name: 'B. Documents and Information' })
      .getByRole('row')
      .filter({ has: visitor.getByRole('rowheader', { name: label }) })
      .getByRole('link');
    expect(new URL(String(await link.getAttribute('href')), 'http://site').pathname).toMatch(LOCAL_UPLOAD);
    const served = await fetchedFrom(link);
    expect(served.contentType).toContain('application/pdf');
    expect(served.start).toBe('%PDF-1.4');

    await page.getByRole('button', { name: `Remove ${label}` }).click();
    await confirmWith(page, `Remove the document “${label}”? Visitors will see “To be updated” in its place.`, 'Remove');
    await row.getByText(`✅ Removed: ${label}.`).waitFor();
    await expect.poll(() => publicValue(visitor, 'B. Documents and Information', label)).toBe('To be updated');
  });

  test('C: a year of Class XII results added, corrected and removed, the percentage computed', async () => {
    const page = await browser.newPage(DESKTOP);
    await openAdmin(page);
    const add = form(page, 'Add a year to Result Class: XII');
    await add.getByLabel('Year', { exact: true }).fill('2024-25');
    await add.getByLabel('No. of Registered Students', { exact: true }).fill('75');
    await add.getByLabel('No. of Students Passed', { exact: true }).fill('72');
    await saveAndWait(add, 'Add year', '✅ 2024-25 added to Result Class: XII.');
    expect(await add.getByLabel('Year', { exact: true }).inputValue()).toBe('');

    const visitor = await browser.newPage(PHONE);
    await visitor.goto(PUBLIC);
    const table = visitor.getByRole('table', { name: 'Result Class: XII', exact: true });
    await table.getByRole('rowheader', { name: '2024-25' }).waitFor();
    const years = await table.getByRole('rowheader').allTextContents();
    expect(years).toEqual([...years].sort().reverse());
    expect(await table.getByRole('row').filter({ hasText: '2024-25' }).textContent()).toContain('96%');

    const results = page.getByRole('region', { name: 'Result Class: XII', exact: true });
    await results.getByRole('button', { name: 'Correct 2024-25' }).click();
    const correct = form(page, 'Correct 2024-25, Result Class: XII');
    await correct.getByLabel('No. of Students Passed', { exact: true }).fill('75');
    await correct.getByRole('button', { name: 'Save', exact: true }).click();
    await results.getByText('✅ 2024-25 corrected.').waitFor();
    await results.getByText('2024-25: 75 of 75 passed (100%)').waitFor();
    expect(await hasFocus(results.getByRole('button', { name: 'Correct 2024-25' }))).toBe(true);

    await results.getByRole('button', { name: 'Remove 2024-25' }).click();
    await confirmWith(page, 'Remove the results of 2024-25 from Result Class: XII?', 'Remove');
    await results.getByText('✅ 2024-25 removed.').waitFor();
    await visitor.reload();
    await table.getByRole('rowheader').first().waitFor();
    expect(await table.getByRole('rowheader', { name: '2024-25' }).count()).toBe(0);
  });
});

test('C: a member added to the SMC, one per line, shows in the list; the save removes the PDF the row held before', async () => {
  // A section saved before the members were kept as lists: it holds the row's PDF.
  const pdf = { mapValue: { fields: { url: { stringValue: 'https://res.cloudinary.com/demo/raw/upload/v1/school/smc.pdf' }, updatedOn: { stringValue: '2025-06-01' } } } };
  const patched = await fetch(`${FIRESTORE_DOCUMENTS}/mandatory_disclosure/academics?updateMask.fieldPaths=smc`, { method: 'PATCH', headers: OWNER, body: JSON.stringify({ fields: { smc: pdf } }) });
  expect(patched.ok).toBe(true);
  const page = await browser.newPage(PHONE);
  await openAdmin(page);
  const academics = form(page, 'C. Result and Academics');
  const field = academics.getByLabel('List of School Management Committee (SMC)', { exact: true });
  await field.fill(`${await field.inputValue()}\nMrs. T. Rekha, parent member`);
  await saveAndWait(academics, 'Save section C', '✅ C. Result and Academics saved: the public page shows it now.');
  const stored = await storedSection('academics');
  expect('smc' in stored).toBe(false);
  expect(String((stored.smcMembers as { stringValue: string }).stringValue).split('\n').at(-1)).toBe('Mrs. T. Rekha, parent member');

  const visitor = await browser.newPage(PHONE);
  expect(await publicValue(visitor, 'C. Result and Academics', 'List of School Management Committee (SMC)')).toContain('Mrs. T. Rekha, parent member');
});

describe('bad input is refused at its field, with nothing lost and nothing written', () => {
  test.each([
    ['a negative count', 'D. Staff (Teaching)', 'Total No. of Sections', '-3', 'Enter a whole number from 0 to 1,00,000, such as 24.'],
    ['a fractional count', 'E. School Infrastructure', 'No. of Girls Toilets', '2.5', 'Enter a whole number from 0 to 1,00,000, such as 24.'],
    ['an area with three decimals', 'E. School Infrastructure', 'Total Campus Area of the School (in Square Mtr)', '12.345', 'Enter square metres as a number from 0 with at most two decimals, such as 46.45.'],
    ['a video link not on YouTube', 'E. School Infrastructure', /^Link of YouTube video/, 'https://vimeo.com/1', 'Enter the video’s address on YouTube, starting with https://www.youtube.com/ or https://youtu.be/.'],
    ['an address that is not an email', 'A. General Information', 'School Email ID', 'office at school', 'Enter an email address, such as office@yourschool.in.'],
  ])('%s', async (_name, title, label, value, message) => {
    const page = await browser.newPage(PHONE);
    await openAdmin(page);
    const before = await storedSection(title.startsWith('A') ? 'general' : title.startsWith('D') ? 'staff' : 'infrastructure');
    const scope = form(page, title);
    const field = scope.getByLabel(label);
    await field.fill(value);
    await scope.getByRole('button', { name: `Save section ${title.slice(0, 1)}` }).click();
    await scope.getByText(message, { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(field)).toBe(true);
    expect(await field.inputValue()).toBe(value);
    expect(await storedSection(title.startsWith('A') ? 'general' : title.startsWith('D') ? 'staff' : 'infrastructure')).toEqual(before);
  });

  test('results: a bad year, more passed than registered, and an eleventh year', async () => {
    const page = await browser.newPage(PHONE);
    await openAdmin(page);
    const before = await storedSection('academics');
    const add = form(page, 'Add a year to Result Class: X');
    await add.getByLabel('Year', { exact: true }).fill('2025-27');
    await add.getByLabel('No. of Registered Students', { exact: true }).fill('50');
    await add.getByLabel('No. of Students Passed', { exact: true }).fill('51');
    await add.getByRole('button', { name: 'Add year' }).click();
    await add.getByText('Enter the year as 2025, or the academic year as 2025-26.', { exact: true }).waitFor();
    await add.getByText('The students who passed cannot be more than those registered.', { exact: true }).waitFor();
    expect(await hasFocus(add.getByLabel('Year', { exact: true }))).toBe(true);
    expect(await add.getByLabel('No. of Students Passed', { exact: true }).inputValue()).toBe('51');
    expect(await storedSection('academics')).toEqual(before);

    // Ten years stored: an eleventh is refused before anything is written.
    const ten = Array.from({ length: 10 }, (_, index) => ({
      mapValue: { fields: { year: { stringValue: String(2026 - index) }, registered: { integerValue: '10' }, passed: { integerValue: '9' } } },
    }));
    await fetch(`${FIRESTORE_DOCUMENTS}/mandatory_disclosure/academics?updateMask.fieldPaths=resultsX`, {
      method: 'PATCH',
      headers: OWNER,
      body: JSON.stringify({ fields: { resultsX: { arrayValue: { values: ten } } } }),
    });
    await page.reload();
    await page.getByText(/^Mandatory Public Disclosure:/).waitFor();
    await add.getByLabel('Year', { exact: true }).fill('2015');
    await add.getByLabel('No. of Registered Students', { exact: true }).fill('10');
    await add.getByLabel('No. of Students Passed', { exact: true }).fill('10');
    await add.getByRole('button', { name: 'Add year' }).click();
    await add.getByText('❌ A class keeps at most 10 years: remove the oldest before adding another.').waitFor();
    expect(((await storedSection('academics')).resultsX as { arrayValue: { values: unknown[] } }).arrayValue.values).toHaveLength(10);
  });

  test('a file that is not a PDF is refused at the picker, and a save without any PDF says so', async () => {
    const page = await browser.newPage(PHONE);
    await openAdmin(page);
    const label = 'Copy of Valid Fire Safety Certificate issued by the Competent Authority';
    const row = await documentForm(page, label);
    await row.getByLabel('Replace the PDF (optional)', { exact: true }).setInputFiles({ name: 'fire.docx', mimeType: 'application/msword', buffer: Buffer.from('PK') });
    await row.getByText('“fire.docx” is not a PDF. Choose a PDF file.').waitFor();

    await page.getByRole('button', { name: `Remove ${label}` }).click();
    await confirmWith(page, `Remove the document “${label}”? Visitors will see “To be updated” in its place.`, 'Remove');
    await row.getByText(`✅ Removed: ${label}.`).waitFor();
    await row.getByRole('button', { name: 'Upload', exact: true }).click();
    await row.getByText('❌ Please choose a PDF.').waitFor();
  });
});

test("a save never overwrites someone else's newer edit of the section: nothing is written, and saving again applies it on top", async () => {
  const page = await browser.newPage(DESKTOP);
  await openAdmin(page);
  const staff = form(page, 'D. Staff (Teaching)');
  const sectionsBefore = (await storedSection('staff')).sections;
  await staff.getByLabel('Total No. of Sections', { exact: true }).fill('15');

  // Someone else saves section D meanwhile.
  await fetch(`${FIRESTORE_DOCUMENTS}/mandatory_disclosure/staff?updateMask.fieldPaths=students&updateMask.fieldPaths=updatedAt`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: { students: { integerValue: '620' }, updatedAt: { timestampValue: new Date().toISOString() } } }),
  });
  await staff.getByRole('button', { name: 'Save section D' }).click();
  await staff.getByText(/Someone else changed this item after you opened it, so nothing was saved/).waitFor();
  expect((await storedSection('staff')).sections).toEqual(sectionsBefore);
  expect(await staff.getByLabel('Total No. of Sections', { exact: true }).inputValue()).toBe('15');

  await saveAndWait(staff, 'Save section D', '✅ D. Staff (Teaching) saved: the public page shows it now.');
  const stored = await storedSection('staff');
  expect(stored.sections).toEqual({ integerValue: '15' });
  expect(stored.students).toEqual({ integerValue: '620' });
});
