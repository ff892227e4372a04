import { storableAddress } from '@/lib/webAddress';
import type { ImportantLink } from '../linksService';
import type { ImportantLinkDraft } from './linksAdminService';

export const EMPTY_LINK_INPUT: ImportantLinkDraft = { title: '', url: '', buttonText: '', description: '' };

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
