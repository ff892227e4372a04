/**
 * The fee page kept by the office: 'Manage Fee Payment' on the dashboard, after Trash and Activity, edits the terms,
 * the fee structure, the notes and the Pay Now address, and /FeePayment shows the change, a term due within 7 days
 * marked; a Pay Now address that is not https:// or a fee that is not whole rupees is refused with a message; the page
 * is prerendered with the content the build read, and hydrates from it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adminPages } from '@/content/adminPages';
import { feePayment, shippedFeeDocument } from '@/content/feePayment';
import { payByDay } from '@/features/fee-payment/feeAmounts';
import { toFeeContent } from '@/features/fee-payment/feePaymentService';
import { feePaymentFields } from '@/features/fee-payment/feePaymentSchema';
import { hasFocus } from './adminPageHelpers';
import { openAsAdmin, signInAsAdmin } from './adminSession';
import { openBrowser, PHONE, recordErrors } from './browser';
import { openWithReadsUnanswered } from './emulatorRest';

const browser = openBrowser();
const PATH = '/admin-f3e8p2-fee-payment';
/** The page as the seed stores it. */
const SEEDED = toFeeContent(shippedFeeDocument);
const MISSING = feePaymentFields.intro.missing;

/** The form's region, once the stored page has been read into it. */
async function openForm(page: Page): Promise<Locator> {
  await openAsAdmin(page, PATH);
  const form = page.getByRole('region', { name: 'Fee Payment page' });
  await form.getByLabel('Pay Now address').waitFor();
  return form;
}

const term = (form: Locator, index: number) => form.getByRole('group', { name: `Term ${index}`, exact: true });
const classGroup = (form: Locator, index: number) => form.getByRole('group', { name: `Class group ${index}`, exact: true });

/** What a parent sees on /FeePayment: the Pay Now link's address and the due dates' table text. */
async function publicFeePage(visitor: Page): Promise<{ payNow: string | null; table: string }> {
  const main = visitor.getByRole('main');
  return {
    payNow: await main.getByRole('link', { name: /^Pay Now/ }).getAttribute('href'),
    table: await main.getByRole('table', { name: feePayment.termsTitle }).innerText(),
  };
}

test('Manage Fee Payment comes after Trash and Activity, before Manage Admissions, and opens the page', async () => {
  const page = await browser.newPage(PHONE);
  await signInAsAdmin(page);
  const buttons = page.getByRole('navigation', { name: 'Manage the website' }).getByRole('link');
  await buttons.first().waitFor();
  expect(await buttons.count()).toBe(adminPages.length);
  const fee = buttons.nth(adminPages.length - 2);
  expect(await buttons.nth(adminPages.length - 3).textContent()).toBe('Activity');
  expect(await fee.textContent()).toBe('Manage Fee Payment');
  await fee.click();
  await page.waitForURL(`**${PATH}`);
  await page.getByRole('heading', { name: 'Fee Payment', level: 1 }).waitFor();
});

/** The browser's today and the day `days` later, as ISO dates: the page marks a term by the device's calendar. */
async function daysFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((ahead) => {
    const day = new Date();
    day.setDate(day.getDate() + ahead);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, days);
}

test(
  'the office changes a due day to 3 days ahead, adds a term with its fees and a new Pay Now address, and parents see the term marked and the fees',
  { timeout: 90_000 },
  async () => {
    const page = await browser.newPage();
    const form = await openForm(page);
    const newAddress = `https://pay.example.com/fees-${Date.now()}`;
    const soon = await daysFromToday(page, 3);
    try {
      await term(form, 2).getByLabel('Pay by').fill(soon);
      await form.getByRole('button', { name: 'Add a term' }).click();
      await term(form, 4).getByLabel('Term').fill('Annual charges');
      await term(form, 4).getByLabel('Months').fill('Once a year');
      await term(form, 4).getByLabel('Pay by').fill('2027-07-15');
      // Each class group has a box for the new term, named by it.
      for (let group = 1; group <= SEEDED.fees.length; group += 1) await classGroup(form, group).getByLabel('Annual charges (₹)').fill('5,000');
      await classGroup(form, 2).getByLabel('Term I (₹)').fill('27000');
      await form.getByLabel('Pay Now address').fill(newAddress);
      await form.getByRole('button', { name: 'Save fee page' }).click();
      await form.getByText('✅ Fee page saved. Parents see the changes on the Fee Payment page now.', { exact: true }).waitFor();

      const visitor = await browser.newPage(PHONE);
      await visitor.goto('/FeePayment');
      await expect.poll(async () => (await publicFeePage(visitor)).payNow).toBe(newAddress);
      const main = visitor.getByRole('main');
      const termII = main.getByRole('table', { name: feePayment.termsTitle }).getByRole('row', { name: /^Term II\b/ });
      // Marked once the page is live (the prerendered page does not know the day it is read on).
      await expect.poll(() => termII.innerText()).toContain('Due in 3 days');
      expect(await main.getByText('Due in', { exact: false }).count()).toBe(1);
      expect(await main.getByRole('table', { name: feePayment.termsTitle }).innerText()).toContain('Annual charges');
      // Classes I to V: 27,000 + 21,000 + 17,500 + 5,000 for the year; on a phone the rupee sign is in the caption only.
      const structure = main.getByRole('table', { name: 'The fee for each term, in rupees (₹)' });
      expect(await structure.getByRole('columnheader').allTextContents()).toEqual(['Classes', 'Term I', 'Term II', 'Term III', 'Annual charges', 'For the year']);
      expect((await structure.getByRole('row', { name: /^Classes I to V/ }).getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual(['27,000', '21,000', '17,500', '5,000', '70,500']);
    } finally {
      // Put the seeded page back through the form.
      const again = await openForm(await browser.newPage());
      await again.getByRole('button', { name: 'Remove term 4' }).click();
      await term(again, 2).getByLabel('Pay by').fill(SEEDED.terms[1]?.dueOn ?? '');
      await classGroup(again, 2).getByLabel('Term I (₹)').fill(String(SEEDED.fees[1]?.amounts[0]));
      await again.getByLabel('Pay Now address').fill(SEEDED.payNowUrl);
      await again.getByRole('button', { name: 'Save fee page' }).click();
      await again.getByText('✅ Fee page saved.', { exact: false }).waitFor();
    }
  },
);

test('a Pay Now address that is not https:// is refused at the field, and nothing typed is lost', async () => {
  const page = await browser.newPage(PHONE);
  const form = await openForm(page);
  await form.getByLabel('Bank’s name').fill('Indian Bank');
  for (const address of ['http://pay.example.com/fees', '/FeePayment', 'javascript:alert(1)']) {
    await form.getByLabel('Pay Now address').fill(address);
    await form.getByRole('button', { name: 'Save fee page' }).click();
    await form.getByText('Enter the bank’s fee collection page, starting with https://', { exact: false }).waitFor();
    const field = form.getByLabel('Pay Now address');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(field)).toBe(true);
    expect(await field.inputValue()).toBe(address);
    expect(await form.getByLabel('Bank’s name').inputValue()).toBe('Indian Bank');
  }
  // A term left blank is refused too, with every other input kept.
  await form.getByLabel('Pay Now address').fill('https://pay.example.com/fees');
  await term(form, 1).getByLabel('Months').fill('');
  await form.getByRole('button', { name: 'Save fee page' }).click();
  await form.getByText(MISSING, { exact: true }).waitFor();
  expect(await form.getByLabel('Bank’s name').inputValue()).toBe('Indian Bank');
});

test('a fee that is not whole rupees is refused at its box, which takes focus; a fee left blank is named in the message', async () => {
  const page = await browser.newPage(PHONE);
  const form = await openForm(page);
  const box = classGroup(form, 3).getByLabel('Term II (₹)');
  await box.fill('23,5OO');
  await form.getByRole('button', { name: 'Save fee page' }).click();
  await form.getByText('Enter whole rupees, such as 26500.', { exact: true }).waitFor();
  expect(await box.getAttribute('aria-invalid')).toBe('true');
  expect(await hasFocus(box)).toBe(true);
  expect(await box.inputValue()).toBe('23,5OO');

  await box.fill('');
  await form.getByRole('button', { name: 'Save fee page' }).click();
  await form.getByText(MISSING, { exact: true }).waitFor();
  // Removing a class group leaves the others as they were.
  await form.getByRole('button', { name: 'Remove class group 1' }).click();
  expect(await classGroup(form, 1).getByLabel('Classes').inputValue()).toBe(SEEDED.fees[1]?.classes);
});

test('/FeePayment is prerendered with the content the build read, and shows it while the database does not answer', async () => {
  const page = await browser.newPage(PHONE);
  const html = await (await page.request.get('/FeePayment')).text();
  expect(html).not.toContain('Loading...');
  expect(html).toContain(`href="${SEEDED.payNowUrl}"`);
  for (const row of SEEDED.terms) expect(html).toContain(payByDay(row.dueOn));
  // The fee structure: Classes XI and XII, ₹38,500 + ₹30,500 + ₹25,500 for the year.
  expect(html).toContain('Classes XI and XII');
  expect(html).toContain('38,500');
  expect(html).toContain('94,500');

  const errors = recordErrors(page);
  await openWithReadsUnanswered(page, '/FeePayment');
  expect(await page.getByRole('main').getByRole('link', { name: /^Pay Now/ }).getAttribute('href')).toBe(SEEDED.payNowUrl);
  expect(errors).toEqual([]);
});
