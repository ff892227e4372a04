/** The collections whose field checks firestore.rules takes from their schemas: the rules function, the collection. */
import { achievementFields } from '../../src/features/achievements/achievementSchema';
import { admissionsFields, ENQUIRY_STATUSES, enquiryFields } from '../../src/features/admissions/admissionsSchema';
import { facultyGroupFields, nonTeachingGroupFields, siteDocumentFields } from '../../src/features/administration/staffSchema';
import { announcementFields } from '../../src/features/announcements/announcementSchema';
import { councilInfoFields, councilMemberFields } from '../../src/features/council/councilSchema';
import { disclosureFields } from '../../src/features/disclosures/disclosureSchema';
import { eventFields } from '../../src/features/events/eventSchema';
import { feePaymentFields } from '../../src/features/fee-payment/feePaymentSchema';
import { mandatoryDisclosureFields } from '../../src/features/mandatory-disclosure/mandatoryDisclosureFields';
import { infrastructureFields } from '../../src/features/infrastructure/infrastructureSchema';
import { linkFields } from '../../src/features/links/linkSchema';
import { keyDateFields, yearPlannerFields } from '../../src/features/year-planner/yearPlannerSchema';
import { activityActions, contentTypes } from '../../src/content/contentTypes';
import { SCHOOL_CLASSES } from '../../src/content/schoolClasses';
import { TEACHER_DESIGNATIONS } from '../../src/content/teacherDesignations';
import type { FieldTable } from '../../src/lib/fieldTable';
import { UPLOADS_CLOUD_FOR_EMULATORS } from '../../src/lib/config';
import { withBounds } from './dataModelBounds';
import { changedFieldsFunction, rulesFunction } from './fieldRules';

interface Generated {
  /**
   * The rules function that checks a document of it; `…Fields` where a hand-written function beside the block adds
   * what is not one field's shape (one of two fields present, an end after a start, the document's id).
   */
  rules: string;
  /** Its collection id, as docs/data-model.md names it. */
  collection: string;
  table: FieldTable;
  /** A large document whose writes change a few fields: each is checked only when a write changes it. */
  changesOnly?: true;
}

const GENERATED: readonly Generated[] = [
  { rules: 'validAnnouncementFields', collection: 'announcements', table: announcementFields },
  { rules: 'validEvent', collection: 'events_gallery', table: eventFields },
  { rules: 'validCouncilMember', collection: 'council_members', table: councilMemberFields },
  { rules: 'validCouncilInfo', collection: 'council_info', table: councilInfoFields },
  { rules: 'validImportantLink', collection: 'important_links', table: linkFields },
  { rules: 'validInfrastructureItem', collection: 'infrastructure_items', table: infrastructureFields },
  { rules: 'validDisclosureDocument', collection: 'disclosure_documents', table: disclosureFields },
  { rules: 'validAchievementFields', collection: 'achievements', table: achievementFields },
  { rules: 'validFeePayment', collection: 'fee_payment', table: feePaymentFields },
  { rules: 'validYearPlanner', collection: 'year_planner', table: yearPlannerFields },
  { rules: 'validKeyDateFields', collection: 'key_dates', table: keyDateFields },
  { rules: 'validSiteDocument', collection: 'admins', table: siteDocumentFields },
  { rules: 'validFacultyGroupFields', collection: 'faculty', table: facultyGroupFields },
  { rules: 'validNonTeachingGroupFields', collection: 'nonTeaching', table: nonTeachingGroupFields },
  { rules: 'validAdmissions', collection: 'admissions', table: admissionsFields },
  { rules: 'validEnquiryFields', collection: 'enquiries', table: enquiryFields },
  ...(['general', 'documents', 'academics', 'staff', 'infrastructure'] as const).map((section) => ({
    rules: `validDisclosure${section.charAt(0).toUpperCase()}${section.slice(1)}`,
    collection: `mandatory_disclosure/${section}`,
    table: mandatoryDisclosureFields[section],
    changesOnly: true as const,
  })),
];

/** The lists the rules take from src/content: the classes of the school, the content types, the logged actions. */
const LISTS: Readonly<Record<string, readonly string[]>> = {
  schoolClasses: SCHOOL_CLASSES,
  teacherDesignations: TEACHER_DESIGNATIONS,
  contentTypes: Object.keys(contentTypes),
  activityActions: Object.keys(activityActions),
  enquiryStatuses: Object.keys(ENQUIRY_STATUSES),
};

/** The values the rules take from src/lib: the Cloudinary cloud uploads come from, as the emulators take them. */
const VALUES: Readonly<Record<string, string>> = {
  uploadCloud: UPLOADS_CLOUD_FOR_EMULATORS,
};

/** `name()`, returning `value`. */
const valueFunction = (name: string, value: string): string => [`    function ${name}() {`, `      return '${value}';`, '    }'].join('\n');

/** `name()`, returning `values`, at most about 120 characters a line. */
function listFunction(name: string, values: readonly string[]): string {
  const lines: string[] = [];
  for (const quoted of values.map((value) => `'${value}'`)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + quoted.length < 110) lines[lines.length - 1] = `${last}, ${quoted}`;
    else lines.push(quoted);
  }
  return [`    function ${name}() {`, `      return [${lines.join(',\n        ')}];`, '    }'].join('\n');
}

/** The generated block's functions, in order. */
export const generatedFunctions = (): string =>
  [...Object.entries(VALUES).map(([name, value]) => valueFunction(name, value)), ...Object.entries(LISTS).map(([name, values]) => listFunction(name, values)), ...GENERATED.map(({ rules, table, changesOnly }) => (changesOnly ? changedFieldsFunction(rules, table) : rulesFunction(rules, table)))].join('\n\n');

/** docs/data-model.md with the generated collections' limits written from their schemas. */
export const dataModelWithBounds = (page: string): string =>
  GENERATED.reduce((written, { collection, table }) => withBounds(written, collection, table), page);
