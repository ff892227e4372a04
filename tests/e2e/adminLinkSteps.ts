/** Steps on the Important Links admin page that the trash and activity suites share (signed in already, on that page). */
import type { Page } from 'playwright-core';
import { adminItem, confirmWith } from './adminPageHelpers';

export const LINKS_PATH = '/admin-q9w8e3-links';

export const manageLinks = (page: Page) => page.getByRole('region', { name: 'Manage links' });

/** Adds a link and returns its card. */
export async function addLink(page: Page, title: string) {
  const add = page.getByRole('region', { name: 'Add a link' });
  await add.getByLabel('Title', { exact: true }).fill(title);
  await add.getByLabel('Link URL', { exact: true }).fill(`https://example.org/${encodeURIComponent(title)}`);
  await add.getByLabel('Button text', { exact: true }).fill('Open');
  await add.getByRole('button', { name: 'Add link' }).click();
  await add.getByText('✅ Link added successfully!', { exact: true }).waitFor();
  const item = adminItem(manageLinks(page), title);
  await item.waitFor();
  return item;
}

/** Deletes a link after confirming, and waits for the line that reports it. */
export async function deleteLink(page: Page, title: string) {
  await adminItem(manageLinks(page), title).getByRole('button', { name: 'Delete' }).click();
  await confirmWith(page, 'Are you sure you want to delete this link?', 'Delete');
  await manageLinks(page).getByText(`✅ Deleted '${title}'.`, { exact: true }).waitFor();
}
