import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { openAsAdmin } from './adminSession';
import { deleteAfterCancelling, hasFocus } from './adminPageHelpers';
import { openBrowser } from './browser';
import { deleteDocumentsWhere } from './emulatorRest';

const NOT_A_WEB_ADDRESS =
  'Enter a full web address starting with https:// (for example https://www.cbse.gov.in/), or a page of this site starting with / (for example /Events).';

const browser = openBrowser();
const PATH = '/admin-q9w8e3-links';
const RUN = `E2E ${Date.now()}`;

// A safety net only: the tests delete what they add through the page. If one fails half-way, this removes
// its link so the other suites find the seeded links alone.
afterAll(() => deleteDocumentsWhere('important_links', 'title', RUN));

async function openLinksAdmin(page: Page) {
  await openAsAdmin(page, PATH);
  return {
    add: page.getByRole('region', { name: 'Add a link' }),
    manage: page.getByRole('region', { name: 'Manage links' }),
  };
}

/** The link's card on the public Important Links page, once the page has loaded. */
async function publicCard(visitor: Page, title: string) {
  await visitor.goto('/ImportantLinks');
  await visitor.getByRole('heading', { name: 'Important Links', level: 1 }).waitFor();
  await visitor.locator('.links__grid').waitFor();
  return visitor.locator('.link-card').filter({ has: visitor.getByRole('heading', { name: title, exact: true }) });
}

test('a link is added, shown on /ImportantLinks, edited and deleted after confirming', { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  const { add, manage } = await openLinksAdmin(page);
  const title = `${RUN} School Calendar`;
  const url = `https://calendar.example.org/${Date.now()}`;

  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill(url);
  await add.getByLabel('Button text', { exact: true }).fill('See Calendar');
  await add.getByLabel('Description (optional)', { exact: true }).fill('Holidays and examination dates for the year.');
  await add.getByRole('button', { name: 'Add link' }).click();
  await add.getByText('✅ Link added successfully!', { exact: true }).waitFor();
  expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe('');
  expect(await add.getByLabel('Link URL', { exact: true }).inputValue()).toBe('');

  const item = manage.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await item.waitFor();

  const visitor = await browser.newPage();
  const card = await publicCard(visitor, title);
  await card.getByText('Holidays and examination dates for the year.').waitFor();
  const button = card.getByRole('link', { name: 'See Calendar (opens in a new tab)' });
  expect(await button.getAttribute('href')).toBe(url);
  expect(await button.getAttribute('target')).toBe('_blank');
  expect(await button.getAttribute('rel')).toBe('noopener noreferrer');

  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = manage.getByRole('form', { name: `Edit ${title}` });
  expect(await editor.getByLabel('Link URL', { exact: true }).inputValue()).toBe(url);
  await editor.getByLabel('Button text (optional)', { exact: true }).fill('Open Calendar');
  await editor.getByLabel('Description (optional)', { exact: true }).fill('Updated by the browser tests.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await item.getByText('Button: Open Calendar', { exact: true }).waitFor();

  const edited = await publicCard(visitor, title);
  await edited.getByText('Updated by the browser tests.').waitFor();
  expect(await edited.getByRole('link', { name: 'Open Calendar (opens in a new tab)' }).count()).toBe(1);

  await deleteAfterCancelling(item, 'Are you sure you want to delete this link?');

  await expect.poll(async () => (await publicCard(visitor, title)).count()).toBe(0);
});

test('a link without button text, or with an address that is not a web address, is refused and nothing typed is lost', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const { add, manage } = await openLinksAdmin(page);
  const title = `${RUN} Incomplete`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill('https://example.org/');
  await add.getByLabel('Description (optional)', { exact: true }).fill('Kept description');
  await add.getByRole('button', { name: 'Add link' }).click();

  const missing = add.getByText('❌ Please fill in all required fields.', { exact: true });
  await missing.waitFor();
  expect(await hasFocus(missing)).toBe(true);
  expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
  expect(await add.getByLabel('Description (optional)', { exact: true }).inputValue()).toBe('Kept description');

  await add.getByLabel('Button text', { exact: true }).fill('Go');
  await add.getByLabel('Link URL', { exact: true }).fill('javascript:alert(1)');
  await add.getByRole('button', { name: 'Add link' }).click();
  // A hint on the field itself, which takes focus and is described by it.
  const urlField = add.getByLabel('Link URL', { exact: true });
  await add.getByText(NOT_A_WEB_ADDRESS, { exact: true }).waitFor();
  expect(await hasFocus(urlField)).toBe(true);
  expect(await urlField.getAttribute('aria-invalid')).toBe('true');
  expect(await urlField.evaluate((input) => input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent))).toContain(
    NOT_A_WEB_ADDRESS,
  );
  expect(await urlField.inputValue()).toBe('javascript:alert(1)');

  await manage.getByRole('listitem').first().waitFor();
  expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
});

test('an address with its scheme in capitals is saved with it in lower case, and visitors get that link', { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const { add, manage } = await openLinksAdmin(page);
  const title = `${RUN} Capitals`;
  const path = `/capitals-${Date.now()}`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill(`HTTPS://WWW.CBSE.GOV.IN${path}`);
  await add.getByLabel('Button text', { exact: true }).fill('Visit CBSE');
  await add.getByRole('button', { name: 'Add link' }).click();
  await add.getByText('✅ Link added successfully!', { exact: true }).waitFor();

  const visitor = await browser.newPage();
  const card = await publicCard(visitor, title);
  expect(await card.getByRole('link', { name: 'Visit CBSE (opens in a new tab)' }).getAttribute('href')).toBe(`https://WWW.CBSE.GOV.IN${path}`);

  const item = manage.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await deleteAfterCancelling(item, 'Are you sure you want to delete this link?');
});

test('an address a browser would read as another site is refused at the field, keeping what was typed', async () => {
  const page = await browser.newPage();
  const { add } = await openLinksAdmin(page);
  const title = `${RUN} Backslash`;
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Button text', { exact: true }).fill('Go');
  const urlField = add.getByLabel('Link URL', { exact: true });

  for (const address of ['/\\evil.example/page', '//evil.example/page', 'http://example.org/']) {
    await urlField.fill(address);
    await add.getByRole('button', { name: 'Add link' }).click();
    await add.getByText(NOT_A_WEB_ADDRESS, { exact: true }).waitFor();
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');
    expect(await urlField.inputValue()).toBe(address);
    expect(await add.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
  }
  expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
});
