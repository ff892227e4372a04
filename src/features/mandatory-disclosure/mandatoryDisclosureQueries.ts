import { useQuery } from '@tanstack/react-query';
import { shapedPublicQuery } from '@/lib/queries';
import { toDisclosure } from './disclosureReader';
import { mandatoryDisclosureRead, teachersRead } from './mandatoryDisclosureReads';
import { toTeachers } from './teacherList';

/** The whole disclosure, its five sections in one read: the public page, the admin page and the dashboard's warning. */
export const mandatoryDisclosureQuery = shapedPublicQuery(mandatoryDisclosureRead, toDisclosure);

export const useMandatoryDisclosure = () => useQuery(mandatoryDisclosureQuery);

/** Section D's teachers, as the administration page keeps them: the public page, the admin page and the dashboard. */
export const teachersQuery = shapedPublicQuery(teachersRead, toTeachers);

export const useTeachers = () => useQuery(teachersQuery);
