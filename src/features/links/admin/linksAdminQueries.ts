import { itemWrites } from '@/lib/writes';
import { linksKey } from '../linksReads';
import { addImportantLink, deleteImportantLink, updateImportantLink } from './linksAdminService';

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const linkMutations = itemWrites([linksKey], { add: addImportantLink, update: updateImportantLink, remove: deleteImportantLink });
