import { publicRead } from '@/lib/publicRead';
import { getAdmissions } from './admissionsService';

/** What visitors' pages read of admissions (src/lib/publicRead.ts): the page's document, null while none is stored. */
export const admissionsRead = publicRead(['admissions'], getAdmissions);
