/**
 * Every collection the admin area writes, with its field table (src/lib/fieldTable.ts) and the function of
 * firestore.rules that checks its documents (written from the same table by npm run rules, but for the activity log's):
 * the rules tests build their fixtures from the tables.
 */
import { achievementFields } from '@/features/achievements/achievementSchema';
import { admissionsFields, enquiryFields } from '@/features/admissions/admissionsSchema';
import { facultyGroupFields, nonTeachingGroupFields, siteDocumentFields } from '@/features/administration/staffSchema';
import { announcementFields } from '@/features/announcements/announcementSchema';
import { councilInfoFields, councilMemberFields } from '@/features/council/councilSchema';
import { disclosureFields } from '@/features/disclosures/disclosureSchema';
import { eventFields } from '@/features/events/eventSchema';
import { feePaymentFields } from '@/features/fee-payment/feePaymentSchema';
import { infrastructureFields } from '@/features/infrastructure/infrastructureSchema';
import { linkFields } from '@/features/links/linkSchema';
import { mandatoryDisclosureFields } from '@/features/mandatory-disclosure/mandatoryDisclosureFields';
import { keyDateFields, yearPlannerFields } from '@/features/year-planner/yearPlannerSchema';
import { activityEntryFields } from '@/lib/activityFields';
import type { FieldTable } from '@/lib/fieldTable';

export interface CheckedCollection {
  table: FieldTable;
  /** The function of firestore.rules that checks a document of the collection. */
  rules: string;
  /** False for the activity log itself: every other document also carries `lastActivity`, the id of its entry. */
  logged?: false;
}

/** By collection id (a section of the disclosure by `mandatory_disclosure/<section>`). */
export const FIELD_TABLES: Readonly<Record<string, CheckedCollection>> = {
  announcements: { table: announcementFields, rules: 'validAnnouncementFields' },
  events_gallery: { table: eventFields, rules: 'validEvent' },
  achievements: { table: achievementFields, rules: 'validAchievementFields' },
  council_members: { table: councilMemberFields, rules: 'validCouncilMember' },
  council_info: { table: councilInfoFields, rules: 'validCouncilInfo' },
  fee_payment: { table: feePaymentFields, rules: 'validFeePayment' },
  important_links: { table: linkFields, rules: 'validImportantLink' },
  infrastructure_items: { table: infrastructureFields, rules: 'validInfrastructureItem' },
  year_planner: { table: yearPlannerFields, rules: 'validYearPlanner' },
  key_dates: { table: keyDateFields, rules: 'validKeyDateFields' },
  disclosure_documents: { table: disclosureFields, rules: 'validDisclosureDocument' },
  admins: { table: siteDocumentFields, rules: 'validSiteDocument' },
  faculty: { table: facultyGroupFields, rules: 'validFacultyGroupFields' },
  nonTeaching: { table: nonTeachingGroupFields, rules: 'validNonTeachingGroupFields' },
  'mandatory_disclosure/general': { table: mandatoryDisclosureFields.general, rules: 'validDisclosureGeneral' },
  'mandatory_disclosure/documents': { table: mandatoryDisclosureFields.documents, rules: 'validDisclosureDocuments' },
  'mandatory_disclosure/academics': { table: mandatoryDisclosureFields.academics, rules: 'validDisclosureAcademics' },
  'mandatory_disclosure/staff': { table: mandatoryDisclosureFields.staff, rules: 'validDisclosureStaff' },
  'mandatory_disclosure/infrastructure': { table: mandatoryDisclosureFields.infrastructure, rules: 'validDisclosureInfrastructure' },
  admissions: { table: admissionsFields, rules: 'validAdmissions' },
  enquiries: { table: enquiryFields, rules: 'validEnquiryFields' },
  activity: { table: activityEntryFields, rules: 'validActivity', logged: false },
};

/** The table of a collection. */
export function tableOf(collection: string): FieldTable {
  const checked = FIELD_TABLES[collection];
  if (!checked) throw new Error(`no field table for ${collection}`);
  return checked.table;
}
