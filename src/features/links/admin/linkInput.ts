import { storableAddress } from '@/lib/webAddress';
import type { ImportantLink } from '../linksService';
import type { ImportantLinkDraft } from './linksAdminService';

export const EMPTY_LINK_INPUT: ImportantLinkDraft = { title: '', url: '', buttonText: '', description: '' };

/** The exact message when the title, the address or (on add) the button text is missing (docs/product-rules.md#messages). */
export const REQUIRED_FIELDS_MISSING = '❌ Please fill in all required fields.';
export const NOT_A_WEB_ADDRESS =
  'Enter a full web address starting with https:// (for example https://www.cbse.gov.in/), or a page of this site starting with / (for example /Events).';

export function inputOfLink(link: ImportantLink): ImportantLinkDraft {
  return { title: link.title, url: link.url ?? '', buttonText: link.buttonText ?? '', description: link.description ?? '' };
}

/**
 * Whether the typed address can be stored (src/lib/webAddress.ts, the rule the security rules apply too): visitors
 * open it in a new tab, so a `javascript:` address, or one a browser would read as another site, must never get in.
 */
export function isWebAddress(url: string): boolean {
  return storableAddress(url) !== null;
}
