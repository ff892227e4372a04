import type { ImportantLink } from './linksService';

/** The label of a link without its own button text (docs/product-rules.md#important-links). */
export const DEFAULT_LINK_BUTTON_TEXT = 'Open';

/** The button's label: the link's buttonText, or 'Open' when it has none. */
export function linkButtonLabel(link: Pick<ImportantLink, 'buttonText'>): string {
  return link.buttonText?.trim() || DEFAULT_LINK_BUTTON_TEXT;
}

/** The site a link leads to, shown under its title ("cbse.gov.in"), or null for an unusable address. */
export function linkSiteName(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./i, '') || null;
  } catch {
    return null;
  }
}
