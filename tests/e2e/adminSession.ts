/** Signing in through the real login page, for the admin browser tests. */
import type { Locator, Page } from 'playwright-core';
import { DASHBOARD_PATH, LOGIN_PATH } from '@/content/adminPages';

export const ADMIN_ACCOUNT = { email: 'admin@demo.school', password: 'demo-admin-2016' } as const;
/** The seed's second administrator, so that a test can see who did what. */
export const PRINCIPAL_ACCOUNT = { email: 'principal@demo.school', password: 'demo-principal-2016' } as const;
export const STAFF_ACCOUNT = { email: 'staff@demo.school', password: 'demo-staff-2016' } as const;

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(LOGIN_PATH);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in as the demo administrator and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN_ACCOUNT);
  await page.waitForURL(`**${DASHBOARD_PATH}`);
}

/**
 * The dashboard's buttons' labels, as the office reads them: 'Manage Admissions' without the count of new enquiries
 * beside it (': 4 new enquiries' to a screen reader).
 */
export async function dashboardLabels(buttons: Locator): Promise<string[]> {
  return (await buttons.allTextContents()).map((label) => label.replace(/^(Manage Admissions):.*$/, '$1'));
}

/** Signs in as the demo administrator and opens one admin page. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(path);
}
