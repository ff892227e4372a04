import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { listDisclosureDocuments } from './disclosuresService';

export const disclosuresKey = ['disclosures'] as const;

/** Every disclosure document, in the staff's order: the home page's block and the admin list. */
export const disclosuresQuery = publicQuery(disclosuresKey, listDisclosureDocuments);

export const useDisclosureDocuments = () => useQuery(disclosuresQuery);
