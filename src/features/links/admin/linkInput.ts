import { safeLinkAddress } from '@/lib/documentFields';
import type { ImportantLink, ImportantLinkDraft } from '../linksService';

export const EMPTY_LINK_INPUT: ImportantLinkDraft = { title: '', url: '', buttonText: '', description: '' };

/** The specification's message when the title, the address or (on add) the button text is missing. */
export const REQUIRED_FIELDS_MISSING = '❌ Please fill in all required fields.';
export const NOT_A_WEB_ADDRESS = '❌ Enter a full web address starting with https:// (for example https://www.cbse.gov.in/).';

export function inputOfLink(link: ImportantLink): ImportantLinkDraft {
  return { title: link.title, url: link.url ?? '', buttonText: link.buttonText ?? '', description: link.description ?? '' };
}

/**
 * What is wrong with a link the admin typed, or null when it can be saved. Only http(s) addresses are stored:
 * visitors open them in a new tab, so a `javascript:` address must never get in.
 */
export function linkInputProblem(input: ImportantLinkDraft, { buttonTextRequired }: { buttonTextRequired: boolean }): string | null {
  if (!input.title.trim() || !input.url.trim() || (buttonTextRequired && !input.buttonText.trim())) return REQUIRED_FIELDS_MISSING;
  if (!safeLinkAddress(input.url)) return NOT_A_WEB_ADDRESS;
  return null;
}
