// /Council in the browser on the seeded emulators: the description, the members visitors see, and a failed read.
import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, expectHeadings, openBrowser, PHONE } from './browser';
import { isFirestoreRequest } from './emulatorRest';
import { must } from '../support/must';
import { seededDocument, seededDocuments, visibleByPriority } from './seeded';

const visibleCouncil = visibleByPriority(seededDocuments('council_members/'));

const browser = openBrowser();

describe('Student council', () => {
  test('shows the description and the members with a numeric priority, in priority order', async () => {
    const page = await browser.newPage(PHONE);
    let injected = false;
    // Add a member whose priority is text to the server's answer: the page must hide it.
    await page.route(
      (url) => isFirestoreRequest(url) && url.pathname.endsWith('/documents/council_members'),
      async (route: Route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { documents?: { name: string; fields: Record<string, unknown> }[] };
        const first = body.documents?.[0];
        if (!first) return route.fulfill({ response });
        const hiddenMember = {
          ...first,
          name: first.name.replace(/[^/]+$/, 'text-priority-member'),
          fields: { ...first.fields, name: { stringValue: 'Hidden Text-Priority Member' }, priority: { stringValue: '3' } },
        };
        injected = true;
        await route.fulfill({ response, json: { ...body, documents: [...(body.documents ?? []), hiddenMember] } });
      },
    );
    await page.goto('/Council');
    await expectHeadings(page, 3, visibleCouncil.map((member) => member.name as string));
    expect(injected).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain('Hidden Text-Priority Member');
    for (const member of visibleCouncil.slice(0, 2)) {
      await page.getByRole('img', { name: `${member.name as string}, ${member.position as string}` }).waitFor();
    }
    const description = seededDocument('council_info/main')?.description as string;
    await page.getByText((description.split('\n')[0] ?? '').slice(0, 60)).waitFor();
  });

  test('a failed read shows the retry message, and Retry loads the council', async () => {
    const page = await browser.newPage(DESKTOP);
    const failFirestore = (route: Route) => route.abort();
    await page.route(isFirestoreRequest, failFirestore);
    await page.goto('/Council');
    // The description and the members are shown together: one message, one Retry.
    const alert = page.getByRole('alert');
    await alert.getByText("We couldn't load the student council.", { exact: false }).waitFor();
    expect(await alert.count()).toBe(1);

    await page.unroute(isFirestoreRequest, failFirestore);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 3, name: must(visibleCouncil[0], 'a council member').name as string }).waitFor();
    const description = seededDocument('council_info/main')?.description as string;
    await page.getByText((description.split('\n')[0] ?? '').slice(0, 60)).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
