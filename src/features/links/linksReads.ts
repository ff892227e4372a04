import { publicRead } from '@/lib/publicRead';
import { listFirstImportantLinks, listImportantLinks } from './linksService';

/** What visitors' pages read of the important links (src/lib/publicRead.ts). */
export const linksKey = ['links'] as const;

/** Every important link, oldest first: the home page cards, the links page and the admin list. */
export const linksRead = publicRead(linksKey, listImportantLinks);

/** The first `max` of them, read alone: the home page's cards. */
export const firstLinksRead = (max: number) => publicRead([...linksKey, 'first', max], () => listFirstImportantLinks(max));
