import { publicRead } from '@/lib/publicRead';
import { TEACHER_LIST_KEY } from '@/lib/staffMember';
import { listDisclosureSections, listFaculty } from './mandatoryDisclosureService';

/** What visitors' pages read of the Mandatory Public Disclosure (src/lib/publicRead.ts). */
export const mandatoryDisclosureKey = ['mandatory-disclosure'] as const;

/** Its five section documents as stored, in one request (a GET of the collection). */
export const mandatoryDisclosureRead = publicRead(mandatoryDisclosureKey, listDisclosureSections);

/** Section D's list of teachers: the faculty of the administration page, in one request. */
export const teachersRead = publicRead(TEACHER_LIST_KEY, listFaculty);
