/**
 * The registry of the site's areas: one entry per feature folder (src/features/<id>), saying once what the rest of
 * the site needs to know of it. The route table, the prerendered pages and their heads, the sitemap, the admin routes,
 * the dashboard and the Trash and Activity pages' labels are derived from it (src/app/publicPages.ts,
 * src/app/pageHeads.ts, src/content/adminPages.ts, src/content/contentTypes.ts); so are the rules' list of content
 * types (`npm run rules`) and, checked by a test, firebase.json's rewrites. The components are found by their file
 * names, in the area's folder, and loaded lazily: nothing here is code.
 *
 * In the order of the dashboard's buttons (docs/product-rules.md#admin-routes). Two tables keyed by its page ids stay
 * apart, so that nobody downloads what they never use, and fail the type check while they lack an entry: what a page
 * reads first, before React (the small entry's src/app/pageReads.ts), and its description (for the build only,
 * src/app/pageHeads.ts). An admin page's intro is its own (`<AdminPage intro>`), in its chunk.
 */

export interface AreaPage {
  /** Its own address, which is also the page's id in its prerendered HTML. */
  path: string;
  /** Its other paths, each matched as written, as Hosting does. */
  aliases: readonly string[];
  /** The tab title, before the school's name. */
  title: string;
  /** The file of the area's folder that exports the page under the same name (`<component>.tsx`). */
  component: string;
}

export interface AreaAdmin {
  /** The admin page's hashed address (docs/product-rules.md#admin-routes). */
  path: string;
  /** The dashboard button's label, spelled exactly as docs/product-rules.md#admin-routes does ('Manage Adminstration'). */
  label: string;
  /** The page's heading; its tab title is 'Manage <title>'. */
  title: string;
  /** The file of the area's `admin` folder that exports the page under the same name. */
  component: string;
}

export interface Area {
  /** Its public pages, each with an address of its own. */
  pages: readonly AreaPage[];
  admin?: AreaAdmin;
  /**
   * What its admin page changes, by the id of the collection that holds it, as the Trash and Activity pages name it.
   * The ids are the `type` of an activity entry and of a trashed item (firestore.rules, contentTypes()).
   */
  contentTypes: Readonly<Record<string, string>>;
}

export const areas = {
  events: {
    pages: [{ path: '/OurEvents', aliases: ['/Events'], title: 'Events & Gallery', component: 'EventsPage' }],
    admin: { path: '/admin-a91b2c-events', label: 'Manage Events & Gallery', title: 'Events & Gallery', component: 'EventsAdminPage' },
    contentTypes: { events_gallery: 'Event' },
  },
  announcements: {
    pages: [
      { path: '/Announcements', aliases: [], title: 'Announcements', component: 'AnnouncementsPage' },
      { path: '/archive', aliases: [], title: 'Archived Announcements', component: 'ArchivePage' },
    ],
    admin: { path: '/admin-h3k9d2-announcements', label: 'Manage Announcements', title: 'Announcements', component: 'AnnouncementsAdminPage' },
    contentTypes: { announcements: 'Announcement' },
  },
  achievements: {
    pages: [{ path: '/Achievements', aliases: ['/achievements'], title: 'Achievements', component: 'AchievementsPage' }],
    admin: { path: '/admin-m5r8t1-achievements', label: 'Manage Achievements', title: 'Achievements', component: 'AchievementsAdminPage' },
    contentTypes: { achievements: 'Achievement' },
  },
  links: {
    pages: [{ path: '/ImportantLinks', aliases: ['/Links'], title: 'Important Links', component: 'ImportantLinksPage' }],
    admin: { path: '/admin-q9w8e3-links', label: 'Manage Important Links', title: 'Important Links', component: 'LinksAdminPage' },
    contentTypes: { important_links: 'Important link' },
  },
  council: {
    pages: [{ path: '/Council', aliases: [], title: 'Student Council', component: 'CouncilPage' }],
    admin: { path: '/admin-b2c4e5-council', label: 'Manage Council Members', title: 'Council Members', component: 'CouncilAdminPage' },
    contentTypes: { council_members: 'Council member', council_info: 'Council description' },
  },
  infrastructure: {
    pages: [
      { path: '/InfrastructureSection', aliases: ['/infrastructure', '/Infrastructure'], title: 'Infrastructure', component: 'InfrastructurePage' },
    ],
    admin: { path: '/admin-p7o2r1-infra', label: 'Manage Infrastructure', title: 'Infrastructure', component: 'InfrastructureAdminPage' },
    contentTypes: { infrastructure_items: 'Infrastructure' },
  },
  'year-planner': {
    pages: [{ path: '/year-planner', aliases: [], title: 'Year Planner', component: 'YearPlannerPage' }],
    admin: { path: '/admin-w6y4u7-year-planner', label: 'Manage Year Planner', title: 'Year Planner', component: 'YearPlannerAdminPage' },
    contentTypes: { year_planner: 'Year planner', key_dates: 'Key date' },
  },
  administration: {
    pages: [{ path: '/administration', aliases: ['/Administration'], title: 'Administration', component: 'AdministrationPage' }],
    admin: { path: '/admin-administration', label: 'Manage Adminstration', title: 'Administration', component: 'AdministrationAdminPage' },
    // The staff lists' groups by their own collections.
    contentTypes: { admins: 'School', faculty: 'Department', nonTeaching: 'Non-teaching category' },
  },
  disclosures: {
    // Shown in the home page's Disclosures & Collaborations block.
    pages: [],
    admin: { path: '/admin-d4s7c1-disclosures', label: 'Manage Disclosure Documents', title: 'Disclosure Documents', component: 'DisclosuresAdminPage' },
    contentTypes: { disclosure_documents: 'Disclosure document' },
  },
  'mandatory-disclosure': {
    pages: [
      {
        path: '/mandatory-public-disclosure',
        aliases: ['/mandatory-disclosure', '/MandatoryPublicDisclosure'],
        title: 'Mandatory Public Disclosure',
        component: 'MandatoryDisclosurePage',
      },
    ],
    admin: {
      path: '/admin-k2v8n4-mandatory-disclosure',
      label: 'Manage Mandatory Disclosure',
      title: 'Mandatory Public Disclosure',
      component: 'MandatoryDisclosureAdminPage',
    },
    contentTypes: { mandatory_disclosure: 'Mandatory disclosure' },
  },
  trash: {
    pages: [],
    admin: { path: '/admin-t5r3a8-trash', label: 'Trash', title: 'Trash', component: 'TrashAdminPage' },
    contentTypes: {},
  },
  activity: {
    pages: [],
    admin: { path: '/admin-l6g2c9-activity', label: 'Activity', title: 'Activity', component: 'ActivityAdminPage' },
    contentTypes: {},
  },
  'fee-payment': {
    pages: [{ path: '/FeePayment', aliases: ['/Feepayment'], title: 'Fee Payment', component: 'FeePaymentPage' }],
    admin: { path: '/admin-f3e8p2-fee-payment', label: 'Manage Fee Payment', title: 'Fee Payment', component: 'FeePaymentAdminPage' },
    contentTypes: { fee_payment: 'Fee page' },
  },
  admissions: {
    pages: [{ path: '/admissions', aliases: ['/Admissions'], title: 'Admissions', component: 'AdmissionsPage' }],
    admin: { path: '/admin-n6e4q1-admissions', label: 'Manage Admissions', title: 'Admissions', component: 'AdmissionsAdminPage' },
    contentTypes: { admissions: 'Admissions page', enquiries: 'Admission enquiry' },
  },
  about: {
    pages: [{ path: '/about', aliases: [], title: 'About', component: 'AboutPage' }],
    contentTypes: {},
  },
  overview: {
    pages: [{ path: '/overview', aliases: ['/school-overview', '/Overview'], title: 'School Overview', component: 'OverviewPage' }],
    contentTypes: {},
  },
} as const satisfies Record<string, Area>;

export type Areas = typeof areas;
export type AreaId = keyof Areas;

/** The registry's entries, in its order. */
export const areaEntries = Object.entries(areas) as [AreaId, Area][];

/** The address of every public page the registry declares. */
export type AreaPagePath = { [K in AreaId]: Areas[K]['pages'][number]['path'] }[AreaId];
