import { publicRead } from '@/lib/publicRead';
import { listDisclosureDocuments } from './disclosuresService';

/** What visitors' pages read of the disclosure documents (src/lib/publicRead.ts). */
export const disclosuresKey = ['disclosures'] as const;

/** Every disclosure document, in the staff's order: the home page's block and the admin list. */
export const disclosuresRead = publicRead(disclosuresKey, listDisclosureDocuments);
