import { useQuery } from '@tanstack/react-query';
import { shippedAdmissions } from '@/content/admissions';
import { shapedPublicQuery } from '@/lib/queries';
import { admissionsRead } from './admissionsReads';
import type { Admissions } from './admissionsService';

/** The admissions page: the stored document, or the shipped one (closed) while none is stored. */
export const admissionsQuery = shapedPublicQuery(admissionsRead, (stored: Admissions | null): Admissions => stored ?? shippedAdmissions);

export const useAdmissions = () => useQuery(admissionsQuery);
