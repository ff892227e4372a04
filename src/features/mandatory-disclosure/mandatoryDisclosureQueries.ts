import { useQuery } from '@tanstack/react-query';
import { shapedPublicQuery } from '@/lib/queries';
import { toDisclosure } from './disclosureReader';
import { mandatoryDisclosureRead } from './mandatoryDisclosureReads';

/** The whole disclosure, its five sections in one read: the public page, the admin page and the dashboard's warning. */
export const mandatoryDisclosureQuery = shapedPublicQuery(mandatoryDisclosureRead, toDisclosure);

export const useMandatoryDisclosure = () => useQuery(mandatoryDisclosureQuery);
