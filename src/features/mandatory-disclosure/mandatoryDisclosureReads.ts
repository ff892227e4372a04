import { publicRead } from '@/lib/publicRead';
import { listDisclosureSections } from './mandatoryDisclosureService';

/** What visitors' pages read of the Mandatory Public Disclosure (src/lib/publicRead.ts). */
export const mandatoryDisclosureKey = ['mandatory-disclosure'] as const;

/** Its five section documents as stored, in one request (a GET of the collection). */
export const mandatoryDisclosureRead = publicRead(mandatoryDisclosureKey, listDisclosureSections);
