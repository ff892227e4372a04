/**
 * The accessibility audit of the browser suite: axe-core run in the page, over the rules the site promises to meet.
 *
 * axe-core is put into the page and run there directly, for the violations only: about a second a page, where
 * @axe-core/playwright took three to five (it runs axe frame by frame, then finishes the run in a page of its own,
 * and returns every passing check too). The site's only frame is Google's map, shown once the visitor scrolls to it
 * (nothing here scrolls); its element and title are audited in the page, its content is Google's.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. */
export const AUDITED_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type InPage = { axe?: typeof axe };

/**
 * Every violation on the page as it is now, one line each: the rule, the element (its selector) and what is wrong,
 * so that a failing test names all three (its own name says the page and the state).
 */
export async function violationsOn(page: Page): Promise<string[]> {
  // A navigation leaves a fresh window without axe; the same page keeps it between audits.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const inPage = (window as unknown as InPage).axe;
    if (!inPage) throw new Error('axe-core did not load in the page.');
    const { violations } = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return violations.flatMap(({ id, help, nodes }) =>
      nodes.map(({ target, failureSummary }) => `${id} (${help}) at ${target.join(' ')}: ${(failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
    );
  }, AUDITED_RULES);
}
