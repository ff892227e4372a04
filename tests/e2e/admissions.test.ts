/**
 * Admissions from both ends: a parent on a 375 px phone goes from the home page to /admissions, sends an enquiry
 * (a double tap stores it once; the same child again is told it is already there; a wrong field says so at the field;
 * offline, the form says it needs a connection and keeps what was typed, also across a reload), and gets a
 * reference; the office sees the new enquiry counted on the dashboard, finds it by filter and search, marks it
 * Contacted with a note (its history says who and when), and exports the list as a CSV that keeps Tamil names; an
 * enquiry closed over a year ago is deleted when the office opens the page; closed by the office, the page offers no
 * form and says when admissions open.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin, signInAsAdmin } from './adminSession';
import { violationsOn } from './axeAudit';
import { dataSettled, DESKTOP, openBrowser, PHONE, recordErrors } from './browser';
import { deleteDocumentsWhere, FIRESTORE_DOCUMENTS, putDocument, restoreStringField } from './emulatorRest';

const browser = openBrowser();
const ADMIN_PATH = '/admin-n6e4q1-admissions';
/** Every enquiry these tests send has a parent's name starting so: deleted after the file. */
const MARKER = 'E2E Parent';

afterAll(async () => {
  await deleteDocumentsWhere('enquiries', 'parentName', MARKER);
});

/** A mobile number of its own for each test run, as a parent types it (with a space). */
function mobileOfThisRun(): string {
  const digits = String(Date.now()).slice(-9);
  return `9${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** How many stored enquiries have this parent's name, read as the emulator's owner. */
async function storedWithParent(parentName: string): Promise<number> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/enquiries?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
  const { documents = [] } = (await response.json()) as { documents?: { fields?: { parentName?: { stringValue?: string } } }[] };
  return documents.filter((document) => document.fields?.parentName?.stringValue === parentName).length;
}

const enquiryForm = (page: Page) => page.getByRole('form', { name: /^Enquire about a seat/ });

async function fillEnquiry(page: Page, { parent, mobile, child }: { parent: string; mobile: string; child: string }): Promise<void> {
  const form = enquiryForm(page);
  await form.getByLabel('Your name').fill(parent);
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByLabel('Child’s name').fill(child);
  await form.getByLabel('Child’s date of birth').fill('2023-05-14');
  await form.getByLabel('Class sought').selectOption({ label: 'Class LKG' });
  await form.getByRole('checkbox', { name: /I agree/ }).check();
}

test('the home page as first sent holds the line on admissions: a slow phone shows it before any script, and nothing moves', async () => {
  const page = await browser.newPage(PHONE);
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/Admissions for (<!-- -->)?2027-28(<!-- -->)? are open: <a href="\/admissions"[^>]*>enquire about a seat →<\/a>/);
});

test('a parent on a phone goes from the home page to an enquiry, double-taps Send, and gets one reference', { timeout: 90_000 }, async () => {
  const page = await browser.newPage(PHONE);
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'enquire about a seat →' }).click();
  await page.waitForURL('**/admissions');
  await page.getByRole('heading', { name: 'Admissions', level: 1 }).waitFor();
  await page.getByRole('table').getByRole('rowheader', { name: 'LKG' }).waitFor();

  const parent = `${MARKER} கவிதா ${Date.now()}`;
  const child = 'அருண்';
  await fillEnquiry(page, { parent, mobile: mobileOfThisRun(), child });
  // The age on the class's cut-off day, as the office counts it.
  await expect.poll(() => enquiryForm(page).innerText()).toContain('your child will be 3 years 10 months then');
  await enquiryForm(page).getByRole('button', { name: 'Send enquiry' }).dblclick();

  const confirmation = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await confirmation.getByRole('heading', { name: `Thank you: we have your enquiry for ${child}.` }).waitFor();
  expect(await confirmation.innerText()).toMatch(/Your reference is ADM-[0-9A-F]{6}\./);
  expect(await storedWithParent(parent)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await violationsOn(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the same parent, child and year again is told the office has it; nothing is stored twice', { timeout: 90_000 }, async () => {
  const parent = `${MARKER} Again ${Date.now()}`;
  const details = { parent, mobile: mobileOfThisRun(), child: 'Kavya' };
  const first = await browser.newPage(PHONE);
  await first.goto('/admissions');
  await fillEnquiry(first, details);
  await enquiryForm(first).getByRole('button', { name: 'Send enquiry' }).click();
  const reference = (await first.getByText(/^Your reference is/).innerText()).match(/ADM-[0-9A-F]{6}/)?.[0];

  // Another phone, another day: the child's name in other letter case and spaces is the same child.
  const second = await browser.newPage(PHONE);
  await second.goto('/admissions');
  await fillEnquiry(second, { ...details, child: '  kavya ', mobile: `+91 ${details.mobile}` });
  await enquiryForm(second).getByRole('button', { name: 'Send enquiry' }).click();
  await second.getByRole('heading', { name: 'We already have your enquiry for kavya; the office will call you.' }).waitFor();
  expect(await second.getByText(/^Your reference is/).innerText()).toContain(reference);
  expect(await storedWithParent(parent)).toBe(1);
});

test('refused by the database after the form checked it (admissions moved on to another year meanwhile): the parent is told what to do, and keeps what was typed', { timeout: 60_000 }, async () => {
  const page = await browser.newPage(PHONE);
  await page.goto('/admissions');
  const child = 'Meena';
  await fillEnquiry(page, { parent: `${MARKER} Refused ${Date.now()}`, mobile: mobileOfThisRun(), child });
  await restoreStringField('admissions/main', 'year', '2028-29');
  try {
    await enquiryForm(page).getByRole('button', { name: 'Send enquiry' }).click();
    const alert = enquiryForm(page).getByRole('alert');
    await alert.getByText(`We could not take this enquiry for ${child}. If you have sent one for ${child} before, the office has it and will call you.`).waitFor();
    expect(await alert.getByRole('link', { name: '+91 44 0000 0000' }).getAttribute('href')).toBe('tel:+914400000000');
    expect(await enquiryForm(page).getByLabel('Child’s name').inputValue()).toBe(child);
    expect(await page.getByRole('status').filter({ hasText: 'Your reference is' }).count()).toBe(0);
    expect(await violationsOn(page)).toEqual([]);
  } finally {
    await restoreStringField('admissions/main', 'year', '2027-28');
  }
});

test('a wrong or missing field is named at the field, the first one focused, and nothing typed is lost', async () => {
  const page = await browser.newPage(PHONE);
  await page.goto('/admissions');
  const form = enquiryForm(page);
  await form.getByLabel('Your name').fill(`${MARKER} Typo`);
  await form.getByLabel('Mobile number').fill('12345 67890');
  await form.getByLabel('Child’s name').fill('Ka\u202eavya');
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  await form.getByText('Enter a mobile number of 10 digits, starting with 6, 7, 8 or 9.').waitFor();
  await expect.poll(() => form.getByLabel('Mobile number').evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await form.getByLabel('Mobile number').getAttribute('aria-invalid')).toBe('true');
  expect(await form.innerText()).toContain('Please enter your child’s date of birth.');
  expect(await form.innerText()).toContain('Choose the class you are asking for.');
  expect(await form.innerText()).toContain('Please tick the box to agree, so that the office may call you.');
  expect(await form.getByLabel('Your name').inputValue()).toBe(`${MARKER} Typo`);
  expect(await form.getByLabel('Mobile number').inputValue()).toBe('12345 67890');
  expect(await violationsOn(page)).toEqual([]);
});

test('offline, the form says it needs a connection and keeps what was typed, across a reload, and sends when asked again', { timeout: 90_000 }, async () => {
  const page = await browser.newPage(PHONE);
  await page.goto('/admissions');
  const parent = `${MARKER} Offline ${Date.now()}`;
  await fillEnquiry(page, { parent, mobile: mobileOfThisRun(), child: 'Nila' });
  await page.context().setOffline(true);
  await enquiryForm(page).getByRole('button', { name: 'Send enquiry' }).click();
  await page.getByRole('alert').filter({ hasText: 'You’re offline: sending an enquiry needs a connection.' }).waitFor();
  expect(await storedWithParent(parent)).toBe(0);

  await page.context().setOffline(false);
  await page.reload();
  await expect.poll(() => enquiryForm(page).getByLabel('Your name').inputValue()).toBe(parent);
  expect(await enquiryForm(page).getByLabel('Class sought').inputValue()).toBe('LKG');
  await enquiryForm(page).getByRole('button', { name: 'Send enquiry' }).click();
  await page.getByRole('heading', { name: 'Thank you: we have your enquiry for Nila.' }).waitFor();
  expect(await storedWithParent(parent)).toBe(1);

  // Sent, the draft is gone: the next enquiry on this phone starts empty.
  await page.reload();
  await enquiryForm(page).getByLabel('Your name').waitFor();
  expect(await enquiryForm(page).getByLabel('Your name').inputValue()).toBe('');
});

test('the office sees the new enquiry counted, finds it, marks it Contacted with a note, and exports the list', { timeout: 120_000 }, async () => {
  const parent = `${MARKER} Office ${Date.now()}`;
  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/admissions');
  await fillEnquiry(visitor, { parent, mobile: mobileOfThisRun(), child: 'தமிழ்ச்செல்வி' });
  await enquiryForm(visitor).getByRole('button', { name: 'Send enquiry' }).click();
  const reference = (await visitor.getByText(/^Your reference is/).innerText()).match(/ADM-[0-9A-F]{6}/)?.[0] ?? '';

  const page = await browser.newPage(DESKTOP, { acceptDownloads: true });
  await signInAsAdmin(page);
  const button = page.getByRole('navigation', { name: 'Manage the website' }).getByRole('link', { name: /^Manage Admissions/ });
  // The count is on the button, read out as words (': 10 new enquiries').
  await expect.poll(() => button.innerText()).toMatch(/^Manage Admissions\s*:\s*\d+\s*new enquir(y|ies)$/);
  expect(await button.getAttribute('href')).toBe(ADMIN_PATH);
  await button.click();
  await page.waitForURL(`**${ADMIN_PATH}`);

  const enquiries = page.getByRole('list', { name: 'Enquiries' });
  const find = page.getByRole('search', { name: 'Find enquiries' });
  await enquiries.getByRole('listitem').first().waitFor();
  expect(await page.getByRole('table', { name: /^Enquiries for 2027-28/ }).getByRole('rowheader', { name: 'LKG' }).count()).toBe(1);
  await find.getByLabel('Status').selectOption('new');
  await find.getByLabel('Class').selectOption('LKG');
  await find.getByLabel('Name, number or reference').fill(parent);
  await expect.poll(() => enquiries.getByRole('listitem').count()).toBe(1);
  const item = enquiries.getByRole('listitem').first();
  expect(await item.innerText()).toContain(reference);
  expect(await item.getByRole('link', { name: /^Call \+91 9/ }).getAttribute('href')).toMatch(/^tel:\+919\d{9}$/);
  expect(await item.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919\d{9}\?text=Hello/);

  const followUp = item.getByRole('form', { name: `Follow up ${reference}` });
  await followUp.getByLabel('Status').selectOption('contacted');
  await followUp.getByLabel(/^Note/).fill('Spoke to the mother: visit on Saturday.');
  await followUp.getByRole('button', { name: 'Save follow-up' }).click();
  await page.getByText(`✅ ${reference}: Contacted, with the note.`).waitFor();

  // Filtered by New, it has left the list; by Contacted, its history says who and what.
  await find.getByLabel('Status').selectOption('contacted');
  const history = page.getByRole('list', { name: `History of ${reference}` });
  await history.waitFor();
  expect(await history.innerText()).toContain('Contacted · admin@demo.school: Spoke to the mother: visit on Saturday.');

  await find.getByLabel('Name, number or reference').fill('');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the list (CSV)' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  expect(csv).toContain(`${reference},`);
  expect(csv).toContain('தமிழ்ச்செல்வி');
  expect(csv.split('\r\n').slice(1, -1).every((row) => row.includes(',Contacted,'))).toBe(true);
  expect(await violationsOn(page)).toEqual([]);
});

test('the office deletes an enquiry for good on the parent’s request, after a confirmation', { timeout: 90_000 }, async () => {
  const parent = `${MARKER} Erase ${Date.now()}`;
  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/admissions');
  await fillEnquiry(visitor, { parent, mobile: mobileOfThisRun(), child: 'Zara' });
  await enquiryForm(visitor).getByRole('button', { name: 'Send enquiry' }).click();
  const reference = (await visitor.getByText(/^Your reference is/).innerText()).match(/ADM-[0-9A-F]{6}/)?.[0] ?? '';

  const page = await browser.newPage(PHONE);
  await openAsAdmin(page, ADMIN_PATH);
  await page.getByLabel('Name, number or reference').fill(reference);
  const item = page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').first();
  await item.getByRole('button', { name: 'Delete forever' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  expect(await dialog.innerText()).toContain(`Delete the enquiry ${reference} (Zara) for good`);
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await page.getByText(`✅ Deleted ${reference} for good.`).waitFor();
  expect(await storedWithParent(parent)).toBe(0);
});

test('an enquiry closed more than 12 months ago is deleted for good when the office opens the page, and the page says so', { timeout: 90_000 }, async () => {
  const id = `e2e${String(Date.now()).padStart(17, '0')}`;
  const reference = `ADM-${id.slice(0, 6).toUpperCase()}`;
  const parent = `${MARKER} Old ${Date.now()}`;
  const closedAt = new Date(Date.now() - 400 * 24 * 3_600_000);
  await putDocument(`enquiries/${id}`, {
    parentName: parent,
    mobile: '+919840000001',
    childName: 'Old Enquiry',
    dateOfBirth: '2021-01-01',
    classSought: 'UKG',
    consent: true,
    year: '2025-26',
    status: 'closed',
    createdAt: new Date(closedAt.getTime() - 30 * 24 * 3_600_000),
    closedAt,
  });
  expect(await storedWithParent(parent)).toBe(1);

  const page = await browser.newPage(DESKTOP);
  await openAsAdmin(page, ADMIN_PATH);
  await page.getByRole('status').filter({ hasText: /^Deleted for good/ }).filter({ hasText: reference }).waitFor();
  expect(await storedWithParent(parent)).toBe(0);
  expect(await page.getByRole('list', { name: 'Enquiries' }).innerText()).not.toContain(reference);
});

test('closed by the office, the page says when admissions open and offers no form; open again, the form is back', { timeout: 120_000 }, async () => {
  const office = await browser.newPage(DESKTOP);
  await openAsAdmin(office, ADMIN_PATH);
  const form = office.getByRole('region', { name: 'Admissions page' });
  const open = form.getByLabel('Admissions are open: parents can send an enquiry');
  const save = async () => {
    await form.getByRole('button', { name: 'Save admissions page' }).click();
    await form.getByText('✅ Admissions page saved. Parents see it on the Admissions page now.').waitFor();
  };
  await open.uncheck();
  await form.getByLabel('When they open (shown while closed)').fill('2027-11-01');
  await save();
  try {
    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/admissions');
    const closed = visitor.getByRole('region', { name: 'Admissions are closed just now' });
    await expect.poll(() => closed.count()).toBe(1);
    expect(await closed.innerText()).toMatch(/Admissions for 2027-28 open on .*1 November 2027\./);
    expect(await enquiryForm(visitor).count()).toBe(0);
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Explore Campus' }).waitFor();
    await dataSettled(visitor);
    expect(await visitor.getByRole('link', { name: 'enquire about a seat →' }).count()).toBe(0);
    expect(await violationsOn(visitor)).toEqual([]);
  } finally {
    await office.reload();
    await open.waitFor();
    await open.check();
    await form.getByLabel('When they open (shown while closed)').fill('');
    await save();
  }
  const visitor = await browser.newPage(PHONE);
  await visitor.goto('/admissions');
  await enquiryForm(visitor).waitFor();
});
