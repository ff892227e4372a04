import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { firstLinksRead, linksRead } from './linksReads';

export const linksQuery = publicQuery(linksRead);

export const useImportantLinks = () => useQuery(linksQuery);

export const firstLinksQuery = (max: number) => publicQuery(firstLinksRead(max));
