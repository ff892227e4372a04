/** The accessibility audit of the browser suite: axe-core in the page, over the rules the site promises to meet. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. */
export const AUDITED_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every violation on the page as it is now, one line each: the rule, the element (its selector) and what is wrong,
 * so that a failing test names all three (its own name says the page and the state).
 */
export async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AUDITED_RULES).analyze();
  return violations.flatMap(({ id, help, nodes }) =>
    nodes.map(({ target, failureSummary }) => `${id} (${help}) at ${target.join(' ')}: ${(failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
  );
}
