/**
 * The fee page kept by the office: 'Manage Fee Payment' on the dashboard, after Trash and Activity, edits the terms,
 * the notes and the Pay Now address, and /FeePayment shows the change; a Pay Now address that is not https:// is
 * refused with a message; the page is prerendered with the content the build read, and hydrates from it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adminPages } from '@/content/adminPages';
import { shippedFeeContent } from '@/content/feePayment';
import { hasFocus } from './adminPageHelpers';
import { openAsAdmin, signInAsAdmin } from './adminSession';
import { openBrowser, PHONE, recordErrors } from './browser';
import { openWithReadsUnanswered } from './emulatorRest';

const browser = openBrowser();
const PATH = '/admin-f3e8p2-fee-payment';
const SEEDED_TERM_II = shippedFeeContent.terms[1];

/** The form's region, once the stored page has been read into it. */
async function openForm(page: Page): Promise<Locator> {
  await openAsAdmin(page, PATH);
  const form = page.getByRole('region', { name: 'Fee Payment page' });
  await form.getByLabel('Pay Now address').waitFor();
  return form;
}

const term = (form: Locator, index: number) => form.getByRole('group', { name: `Term ${index}`, exact: true });

/** What a parent sees on /FeePayment: the Pay Now link's address and the due dates' table text. */
async function publicFeePage(visitor: Page): Promise<{ payNow: string | null; table: string }> {
  const main = visitor.getByRole('main');
  return {
    payNow: await main.getByRole('link', { name: /^Pay Now/ }).getAttribute('href'),
    table: await main.getByRole('table').innerText(),
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

test('the office changes a due date, adds a term and the Pay Now address, and parents see it on /FeePayment', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  const form = await openForm(page);
  const newAddress = `https://pay.example.com/fees-${Date.now()}`;
  try {
    await term(form, 2).getByLabel('Pay by').fill('5 December');
    await form.getByRole('button', { name: 'Add a term' }).click();
    await term(form, 4).getByLabel('Term').fill('Annual charges');
    await term(form, 4).getByLabel('Months').fill('Once a year');
    await term(form, 4).getByLabel('Pay by').fill('15 July');
    await form.getByLabel('Pay Now address').fill(newAddress);
    await form.getByRole('button', { name: 'Save fee page' }).click();
    await form.getByText('✅ Fee page saved. Parents see the changes on the Fee Payment page now.', { exact: true }).waitFor();

    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/FeePayment');
    await expect.poll(async () => (await publicFeePage(visitor)).payNow).toBe(newAddress);
    const { table } = await publicFeePage(visitor);
    expect(table).toContain('5 December');
    expect(table).not.toContain(SEEDED_TERM_II?.dueBy);
    expect(table).toContain('Annual charges');
  } finally {
    // Put the seeded page back through the form.
    const again = await openForm(await browser.newPage());
    await again.getByRole('button', { name: 'Remove term 4' }).click();
    await term(again, 2).getByLabel('Pay by').fill(SEEDED_TERM_II?.dueBy ?? '');
    await again.getByLabel('Pay Now address').fill(shippedFeeContent.payNowUrl);
    await again.getByRole('button', { name: 'Save fee page' }).click();
    await again.getByText('✅ Fee page saved.', { exact: false }).waitFor();
  }
});

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
  await form.getByText('❌ Please fill in the introduction, the bank’s name, the Pay Now address, the steps, and every box of each term.', { exact: true }).waitFor();
  expect(await form.getByLabel('Bank’s name').inputValue()).toBe('Indian Bank');
});

test('/FeePayment is prerendered with the content the build read, and shows it while the database does not answer', async () => {
  const page = await browser.newPage(PHONE);
  const html = await (await page.request.get('/FeePayment')).text();
  expect(html).not.toContain('Loading...');
  expect(html).toContain(`href="${shippedFeeContent.payNowUrl}"`);
  for (const row of shippedFeeContent.terms) expect(html).toContain(row.dueBy);

  const errors = recordErrors(page);
  await openWithReadsUnanswered(page, '/FeePayment');
  expect(await page.getByRole('main').getByRole('link', { name: /^Pay Now/ }).getAttribute('href')).toBe(shippedFeeContent.payNowUrl);
  expect(errors).toEqual([]);
});
