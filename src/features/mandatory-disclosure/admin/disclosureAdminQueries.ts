import { writeOptions } from '@/lib/writes';
import { mandatoryDisclosureKey } from '../mandatoryDisclosureReads';
import { saveSection } from './mandatoryDisclosureAdminService';

/** Saving a section: the disclosure is read again (on the admin page and the dashboard) before the save resolves. */
export const sectionSaveOptions = writeOptions(saveSection, [mandatoryDisclosureKey]);
