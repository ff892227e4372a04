/**
 * The office's export of enquiries: a CSV file that Excel opens with Tamil and Hindi names intact (UTF-8 with a
 * byte-order mark, which Excel needs to read it as UTF-8), dates as the office writes them (31/01/2027), one enquiry a
 * row, the mobile as dialled in India (98765 43210, which a spreadsheet keeps as text), and no cell that a spreadsheet
 * would run as a formula.
 */
import { SCHOOL_CLASSES } from '@/content/schoolClasses';
import { ENQUIRY_STATUSES } from '../admissionsSchema';
import { ageOn, ageText } from '../childAge';
import { localMobile } from '@/lib/mobileNumber';
import type { Enquiry } from './admissionsAdminService';

const BOM = '\uFEFF';

/** A day as the office writes it: 31/01/2027 (in India's time, for a moment). */
export function officeDate(when: Date | string): string {
  const iso = typeof when === 'string' ? when : new Date(when.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** A cell: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ made text (no formula runs). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const HEADER = ['Reference', 'Received', 'Status', 'Parent', 'Mobile', 'Email', 'Child', 'Date of birth', 'Age on cut-off', 'Class', 'Current school', 'Message'];

/** The CSV text of `enquiries` (as listed), each child's age on `agesOn` (the day ages are counted on; '' for none). */
export function enquiriesCsv(enquiries: readonly Enquiry[], agesOn: string): string {
  const rows = enquiries.map((enquiry) => {
    const age = agesOn && enquiry.dateOfBirth ? ageOn(enquiry.dateOfBirth, agesOn) : null;
    return [
      enquiry.reference,
      enquiry.createdAt ? officeDate(enquiry.createdAt) : '',
      ENQUIRY_STATUSES[enquiry.status],
      enquiry.parentName,
      localMobile(enquiry.mobile),
      enquiry.email,
      enquiry.childName,
      enquiry.dateOfBirth ? officeDate(enquiry.dateOfBirth) : '',
      age ? ageText(age) : '',
      enquiry.classSought ? `Class ${enquiry.classSought}` : '',
      enquiry.currentSchool,
      enquiry.message,
    ];
  });
  return `${BOM}${[HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The counts of the season: enquiries by class (in the school's order) and status. */
export function seasonCounts(enquiries: readonly Enquiry[]) {
  return SCHOOL_CLASSES.flatMap((name) => {
    const forClass = enquiries.filter((enquiry) => enquiry.classSought === name);
    if (forClass.length === 0) return [];
    const byStatus = Object.fromEntries(Object.keys(ENQUIRY_STATUSES).map((status) => [status, forClass.filter((enquiry) => enquiry.status === status).length]));
    return [{ class: name, total: forClass.length, byStatus: byStatus as Record<keyof typeof ENQUIRY_STATUSES, number> }];
  });
}
