import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { listFirstImportantLinks, listImportantLinks } from './linksService';

export const linksKey = ['links'] as const;

/** Every important link, oldest first: the home page cards, the links page and the admin list. */
export const linksQuery = publicQuery(linksKey, listImportantLinks);

export const useImportantLinks = () => useQuery(linksQuery);

/** The first `max` of them, read alone: the home page's cards. */
export const firstLinksQuery = (max: number) => publicQuery([...linksKey, 'first', max], () => listFirstImportantLinks(max));
