import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { writeOptions } from '@/lib/writes';
import { admissionsQuery } from '../admissionsQueries';
import { eraseEnquiry, followUp, openEnquiries, saveAdmissions } from './admissionsAdminService';
import { enquiriesKey } from './enquiryCountService';

/** Read afresh whenever the page opens: parents send enquiries meanwhile, and the old closed ones are deleted then. */
const enquiriesQuery = { ...readQuery(enquiriesKey, () => openEnquiries()), staleTime: 0 };

export const useEnquiries = () => useQuery({ ...enquiriesQuery, select: (opened) => opened.enquiries });
export const useErasedEnquiries = () => useQuery({ ...enquiriesQuery, select: (opened) => opened.erased }).data ?? [];

/** The page's writes, for `useMutation`. */
export const admissionsMutations = {
  save: writeOptions(saveAdmissions, [admissionsQuery.queryKey]),
  followUp: writeOptions(followUp, [enquiriesKey]),
  erase: writeOptions(eraseEnquiry, [enquiriesKey]),
};
