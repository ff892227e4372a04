import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { disclosuresRead } from './disclosuresReads';

export const disclosuresQuery = publicQuery(disclosuresRead);

export const useDisclosureDocuments = () => useQuery(disclosuresQuery);
