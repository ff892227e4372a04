import { safeLinkAddress } from '@/lib/documentFields';
import type { ImportantLink } from '../linksService';
import type { ImportantLinkDraft } from './linksAdminService';

export const EMPTY_LINK_INPUT: ImportantLinkDraft = { title: '', url: '', buttonText: '', description: '' };

/** The specification's message when the title, the address or (on add) the button text is missing. */
export const REQUIRED_FIELDS_MISSING = '❌ Please fill in all required fields.';
export const NOT_A_WEB_ADDRESS = 'Enter a full web address starting with https:// (for example https://www.cbse.gov.in/).';

export function inputOfLink(link: ImportantLink): ImportantLinkDraft {
  return { title: link.title, url: link.url ?? '', buttonText: link.buttonText ?? '', description: link.description ?? '' };
}

/**
 * Whether the typed address can be stored. Only http(s) addresses are: visitors open them in a new tab, so a
 * `javascript:` address must never get in.
 */
export function isWebAddress(url: string): boolean {
  return safeLinkAddress(url) !== null;
}
