import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { getMandatoryDisclosure } from './disclosureReader';

export const mandatoryDisclosureKey = ['mandatory-disclosure'] as const;

/** The whole disclosure, its five sections in one read: the public page, the admin page and the dashboard's warning. */
export const mandatoryDisclosureQuery = publicQuery(mandatoryDisclosureKey, getMandatoryDisclosure);

export const useMandatoryDisclosure = () => useQuery(mandatoryDisclosureQuery);
