/** The collections whose field checks firestore.rules takes from their schemas: the rules function, the collection. */
import { achievementFields } from '../../src/features/achievements/achievementSchema';
import { announcementFields } from '../../src/features/announcements/announcementSchema';
import { councilInfoFields, councilMemberFields } from '../../src/features/council/councilSchema';
import { disclosureFields } from '../../src/features/disclosures/disclosureSchema';
import { eventFields } from '../../src/features/events/eventSchema';
import { feePaymentFields } from '../../src/features/fee-payment/feePaymentSchema';
import { infrastructureFields } from '../../src/features/infrastructure/infrastructureSchema';
import { linkFields } from '../../src/features/links/linkSchema';
import { keyDateFields, yearPlannerFields } from '../../src/features/year-planner/yearPlannerSchema';
import type { FieldTable } from '../../src/lib/fieldTable';
import { withBounds } from './dataModelBounds';
import { rulesFunction } from './fieldRules';

interface Generated {
  /**
   * The rules function that checks a document of it; `…Fields` where a hand-written function beside the block adds
   * what is not one field's shape (one of two fields present, an end after a start, the document's id).
   */
  rules: string;
  /** Its collection id, as docs/data-model.md names it. */
  collection: string;
  table: FieldTable;
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
];

/** The generated block's functions, in order. */
export const generatedFunctions = (): string => GENERATED.map(({ rules, table }) => rulesFunction(rules, table)).join('\n\n');

/** docs/data-model.md with the generated collections' limits written from their schemas. */
export const dataModelWithBounds = (page: string): string =>
  GENERATED.reduce((written, { collection, table }) => withBounds(written, collection, table), page);
