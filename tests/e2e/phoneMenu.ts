/**
 * The phone menu of the top bar (src/app/layout/NavBar.tsx): a <details> whose <summary>, named 'Menu', is the
 * hamburger. Browsers announce a <summary> as a button that is expanded or collapsed; Playwright's roles have no
 * name for it, so tests find it by its element and read its state from the <details> (or, as a screen reader gets
 * it, from Chromium's accessibility tree: menuToggleAsAnnounced).
 */
import type { Page } from 'playwright-core';

export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary', { hasText: 'Menu' });

/** The dropdown: while it is open on a phone, the only navigation named 'Main' (the bar's own is hidden). */
export const menuDropdown = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

export const menuIsOpen = (page: Page): Promise<boolean> =>
  page.getByRole('banner').locator('details').evaluate((details: HTMLDetailsElement) => details.open);

/** The toggle as Chromium tells assistive technology about it: its role, its name and whether it is expanded. */
export async function menuToggleAsAnnounced(page: Page): Promise<{ role: unknown; name: unknown; expanded: unknown }> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'header summary' });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    return {
      role: node?.role?.value,
      name: node?.name?.value,
      expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false,
    };
  } finally {
    await session.detach();
  }
}
