/** What a device keeps, seen from the browser tests: the service worker in control, and the saved public data. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const STORE = { database: 'keyval-store', objectStore: 'keyval', key: 'school-site-public-data' } as const;

/** Once the service worker has installed (its precache complete) and controls the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the device has saved of public data, as text (empty before anything is saved). */
export function savedData(page: Page): Promise<string> {
  return page.evaluate(async (store) => {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === store.database)) return '';
    return new Promise<string>((resolve, reject) => {
      const opening = indexedDB.open(store.database);
      opening.onerror = () => reject(new Error(String(opening.error)));
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains(store.objectStore)) {
          database.close();
          resolve('');
          return;
        }
        const reading = database.transaction(store.objectStore).objectStore(store.objectStore).get(store.key);
        reading.onsuccess = () => {
          database.close();
          resolve(reading.result === undefined ? '' : JSON.stringify(reading.result));
        };
        reading.onerror = () => reject(new Error(String(reading.error)));
      };
    });
  }, STORE);
}

/** Waits until the saved public data holds `text`. */
export async function untilSaved(page: Page, text: string): Promise<void> {
  await expect.poll(() => savedData(page), { timeout: 10_000 }).toContain(text);
}
