// One valid document per collection (docs/data-model.md), the partial edit an administrator makes to it, the ways
// each can be malformed, and every checked field with its rule. The suites generate their tests from this table.
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { CLASS_GROUPS, SCHOOL_CLASSES } from '@/content/schoolClasses';
import { announcementFields } from '@/features/announcements/announcementSchema';
import type { FieldTable } from '@/lib/fieldTable';
import { SITE_DOCUMENT_ID } from '../../scripts/seed/data.mjs';
import { tableOf } from '../support/fieldTables';

export const POSTED = Timestamp.fromDate(new Date('2025-06-02T09:30:00Z'));
export const PHOTO = 'https://res.cloudinary.com/demo/image/upload/v1/school/science-lab.jpg';
export const SITE_PHOTO = '/demo/assembly.jpg';
/** The one id of the site document: the seed's, which the rules must accept (and no other). */
export const SITE_ID: string = SITE_DOCUMENT_ID;

/** A valid document of the disclosure's sections B and C: a PDF with its 'Updated on' and 'Valid until' dates. */
export const DISCLOSURE_FILE = { url: 'https://res.cloudinary.com/demo/raw/upload/v1/school/fire-safety.pdf', updatedOn: '2026-01-10', validUntil: '2027-01-09' };
/** A valid row of the fee page's terms. */
export const FEE_TERM = { term: 'Term I', months: 'June to September', dueOn: '2026-06-30' };

/** A valid year of Board results. */
export const RESULT_ROW = { year: '2025-26', registered: 104, passed: 103, remarks: 'Centum in Mathematics: 6 students' };

/** A string of `size` characters. */
export function text(size: number): string {
  return 'x'.repeat(size);
}

/** A number as the tests' titles write it: 2,048. */
export const written = (value: number): string => value.toLocaleString('en-US');

/** An `https://` address of exactly `size` characters, on the emulators' Cloudinary cloud (an upload, as a link may be). */
export function webAddressOfSize(size: number): string {
  const prefix = 'https://res.cloudinary.com/demo/image/upload/';
  return prefix + 'a'.repeat(size - prefix.length);
}

/** A site path of exactly `size` characters. */
export function sitePathOfSize(size: number): string {
  const prefix = '/demo/';
  return prefix + 'a'.repeat(size - prefix.length);
}

export function without(data: DocumentData, field: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));
}

/**
 * Characters that hide or reorder text, which no text an admin writes may hold: one of each range the rules name, so
 * that a rule that stops refusing any of them fails here.
 */
export const HIDDEN_CHARACTERS: [string, string][] = [
  ['a right-to-left override', '\u202e'],
  ['a left-to-right embedding', '\u202a'],
  ['a right-to-left isolate', '\u2067'],
  ['a zero-width space', '\u200b'],
  ['a byte-order mark', '\ufeff'],
  ['a null character', '\u0000'],
  ['a vertical tab', '\u000b'],
  ['a form feed', '\u000c'],
  ['an escape character', '\u001b'],
  ['a delete character', '\u007f'],
  ['a next-line character', '\u0085'],
  ['a left-to-right mark', '\u200e'],
  ['a right-to-left mark', '\u200f'],
  ['an Arabic letter mark', '\u061c'],
  ['a line separator', '\u2028'],
  ['a paragraph separator', '\u2029'],
  ['a word joiner', '\u2060'],
  ['an invisible plus', '\u2064'],
  ['a soft hyphen', '\u00ad'],
  ['an inhibit-symmetric-swapping mark', '\u206a'],
  ['a nominal-digit-shapes mark', '\u206f'],
  ['an interlinear annotation anchor', '\ufff9'],
  ['an interlinear annotation terminator', '\ufffb'],
  ['a Mongolian vowel separator', '\u180e'],
  ['a combining grapheme joiner', '\u034f'],
  ['a language tag', '\u{e0001}'],
  ['a tag letter', '\u{e0067}'],
  ['a cancel tag', '\u{e007f}'],
  ['tag letters after a flag, without the cancel tag', '\u{1f3f4}\u{e0067}\u{e0062}'],
];

/** What a school in Chennai writes: Tamil, Hindi with its joiners, accents, emoji, a tab. */
export const WRITTEN_TEXTS: [string, string][] = [
  ['Tamil', 'தமிழ் மன்றம்'],
  ['Hindi with a zero-width joiner and non-joiner', 'क्\u200dष क्\u200cष'],
  ['accents', 'Zoë Fernández'],
  ['emoji', 'Sports Day 🏆🎉'],
  ['a tab', 'Class\tVI'],
  ['emoji sequences: a family and a skin tone', '👨\u200d👩\u200d👧 👍🏽'],
  ['emoji sequences: a keycap and a country flag', '1\ufe0f\u20e3 🇮🇳'],
  ['the flag of Scotland (tag characters after a black flag)', 'Go \u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}!'],
];

/** Text that shows nothing though trim() leaves something: a required text of only these is blank. */
export const BLANK_LOOKING_TEXTS: [string, string][] = [
  ['a zero-width joiner alone', '\u200d'],
  ['a zero-width non-joiner between spaces', ' \u200c '],
  ['a Hangul filler', '\u3164'],
  ['a Hangul choseong filler', '\u115f'],
  ['a Hangul jungseong filler', '\u1160'],
  ['a halfwidth Hangul filler', '\uffa0'],
  ['a blank Braille pattern', '\u2800\u2800'],
  ['a variation selector', '\ufe0f'],
];

/** A checked field and its rule, from its collection's field table (src/lib/fieldTable.ts). */
export type FieldRule =
  /** Text that must not be blank, of at most `max` characters; one line unless `multiline`. */
  | { field: string; kind: 'required text'; max: number; multiline?: true }
  /** Text that may be empty, of at most `max` characters; one line unless `multiline`. */
  | { field: string; kind: 'text'; max: number; multiline?: true }
  /** An uploaded picture's or PDF's address; with `link`, a link's (any https site). */
  | { field: string; kind: 'address'; link?: true }
  /** A list of image addresses, of `min` to `max` elements. */
  | { field: string; kind: 'address list'; min: number; max: number }
  /** A finite number. */
  | { field: string; kind: 'priority' }
  /** A list of at most `max` attachments, each exactly { name: required text of `nameMax`, url: an address }. */
  | { field: string; kind: 'attachment list'; max: number; nameMax: number }
  /** Classes of the school (src/content/schoolClasses.ts), `min` to `max` of them, each at most once. */
  | { field: string; kind: 'audience'; min: number; max: number };

export interface CollectionFixture {
  /** Shown in test names. */
  label: string;
  /** Where the valid document lives; singletons use their only writable id. */
  path: string;
  valid: DocumentData;
  /** A partial update an administrator makes (updateDoc), valid on top of `valid`. */
  edit: DocumentData;
  /** A required field (none for the site document, whose only field is optional). */
  required?: string;
  /** False for the site document, which nobody may delete. */
  deletable?: boolean;
  /** Fields replaced by a value of the wrong type. */
  wrongType: DocumentData;
  /** Every checked string, address and priority field. */
  fields: readonly FieldRule[];
  /**
   * Valid values of optional fields that `valid` leaves out (the older spellings), by field: their tests start
   * from `valid` plus this value.
   */
  optional?: DocumentData;
}

export const FIXTURES: readonly CollectionFixture[] = [
  {
    label: 'announcements',
    path: 'announcements/a1',
    valid: { title: 'Annual Day', content: 'Annual Day is on Friday.', imageUrls: [PHOTO, SITE_PHOTO], datePosted: POSTED, archived: false, updatedAt: serverTimestamp() },
    edit: { title: 'Annual Day (rescheduled)', content: 'Annual Day moves to Saturday.', updatedAt: serverTimestamp() },
    required: 'content',
    wrongType: { imageUrls: PHOTO },
    fields: fieldRules(tableOf('announcements')),
    optional: { attachments: [{ name: 'Circular', url: '/demo/circular.pdf' }] },
  },
  {
    label: 'events_gallery',
    path: 'events_gallery/e1',
    valid: { title: 'Sports Day', imageURLs: [PHOTO], priority: 1, createdAt: POSTED, archived: false, updatedAt: serverTimestamp() },
    edit: { title: 'Sports Day 2025', priority: 2, imageURLs: [PHOTO, SITE_PHOTO], updatedAt: serverTimestamp() },
    required: 'imageURLs',
    wrongType: { title: 42 },
    fields: fieldRules(tableOf('events_gallery')),
  },
  {
    label: 'achievements',
    path: 'achievements/h1',
    valid: { title: 'State chess champions', description: 'Our under-14 team won.', priority: 1, imageURL: PHOTO, createdAt: POSTED, updatedAt: serverTimestamp() },
    edit: { description: 'Our under-14 team won the state title.', priority: 3, updatedAt: serverTimestamp() },
    required: 'description',
    wrongType: { imageURL: 7 },
    fields: fieldRules(tableOf('achievements')),
    optional: { imageUrl: SITE_PHOTO },
  },
  {
    label: 'council_members',
    path: 'council_members/c1',
    valid: { name: 'Asha R', position: 'Head Girl', year: '2025-26', imageUrl: PHOTO, priority: 1, updatedAt: serverTimestamp() },
    edit: { position: 'Sports Captain', priority: 2, updatedAt: serverTimestamp() },
    required: 'year',
    wrongType: { name: ['Asha R'] },
    fields: fieldRules(tableOf('council_members')),
  },
  {
    label: 'council_info',
    path: 'council_info/main',
    deletable: false,
    valid: { description: 'The student council is elected every June.', updatedAt: serverTimestamp() },
    edit: { description: 'The student council is elected every July.', updatedAt: serverTimestamp() },
    required: 'description',
    wrongType: { description: true },
    fields: fieldRules(tableOf('council_info')),
  },
  {
    label: 'fee_payment',
    path: 'fee_payment/main',
    deletable: false,
    valid: { intro: 'Fees are paid term by term.', bankName: 'Indian Bank', payNowUrl: 'https://pay.example.com/fees', steps: 'Select Pay Now.\nPay by card or UPI.', terms: [FEE_TERM], feeClasses: ['Classes I to V'], feeAmounts: ['26500'], notes: 'A late fee applies.', updatedAt: serverTimestamp() },
    edit: {
      payNowUrl: 'https://pay.example.com/fees-2027',
      terms: [FEE_TERM, { term: 'Term II', months: 'October to January', dueOn: '2026-11-30' }],
      feeAmounts: ['26500', '21000'],
      updatedAt: serverTimestamp(),
    },
    required: 'payNowUrl',
    wrongType: { terms: FEE_TERM },
    fields: fieldRules(tableOf('fee_payment')),
  },
  {
    label: 'admissions',
    path: 'admissions/main',
    deletable: false,
    valid: { open: true, year: '2027-28', intro: 'Admissions are open.', classes: { LKG: '3 years or more', UKG: '4 years or more' }, agesOn: '2027-03-31', steps: 'Send an enquiry.\nVisit the campus.', documents: 'Birth certificate', updatedAt: serverTimestamp() },
    edit: { open: false, opensOn: '2027-11-01', updatedAt: serverTimestamp() },
    required: 'classes',
    wrongType: { open: 'yes' },
    fields: fieldRules(tableOf('admissions')),
  },
  {
    label: 'important_links',
    path: 'important_links/l1',
    valid: { title: 'CBSE results', url: 'https://cbseresults.nic.in/', description: 'Board results', buttonText: 'Open', createdAt: POSTED, updatedAt: serverTimestamp() },
    edit: { title: 'CBSE results 2025', buttonText: 'View results', updatedAt: serverTimestamp() },
    required: 'url',
    wrongType: { buttonText: 1 },
    fields: fieldRules(tableOf('important_links')),
  },
  {
    label: 'infrastructure_items',
    path: 'infrastructure_items/i1',
    valid: { title: 'Science lab', description: 'Physics, chemistry and biology labs.', thumbnailUrl: PHOTO, gallery: [PHOTO, SITE_PHOTO], priority: 1, updatedAt: serverTimestamp() },
    edit: { title: 'Science labs', description: 'Three labs.', priority: 4, updatedAt: serverTimestamp() },
    required: 'thumbnailUrl',
    wrongType: { gallery: { first: PHOTO } },
    fields: fieldRules(tableOf('infrastructure_items')),
  },
  {
    label: 'year_planner',
    path: 'year_planner/planner',
    deletable: false,
    valid: { url: PHOTO, year: '2026-27', uploadedAt: POSTED, updatedAt: serverTimestamp() },
    edit: { url: SITE_PHOTO, year: '2027-28', updatedAt: serverTimestamp() },
    required: 'uploadedAt',
    wrongType: { year: 2026 },
    fields: fieldRules(tableOf('year_planner')),
  },
  {
    label: 'admins (site document)',
    path: `admins/${SITE_ID}`,
    deletable: false,
    valid: { name: 'Demo Public School', updatedAt: serverTimestamp() },
    edit: { name: 'Demo Public School, Chennai', updatedAt: serverTimestamp() },
    wrongType: { name: 12 },
    fields: fieldRules(tableOf('admins')),
  },
  {
    label: 'admins/faculty',
    path: `admins/${SITE_ID}/faculty/f1`,
    valid: { title: 'Mathematics', priority: 1, members: ['R. Kumar'], updatedAt: serverTimestamp() },
    edit: { title: 'Mathematics Department', updatedAt: serverTimestamp() },
    required: 'members',
    wrongType: { members: 'R. Kumar' },
    fields: fieldRules(tableOf('faculty')),
    optional: { name: 'Maths' },
  },
  {
    label: 'admins/nonTeaching',
    path: `admins/${SITE_ID}/nonTeaching/n1`,
    valid: { category: 'Office', priority: 1, members: ['P. Raj'], updatedAt: serverTimestamp() },
    edit: { category: 'Front Office', priority: 2, updatedAt: serverTimestamp() },
    required: 'priority',
    wrongType: { category: null },
    fields: fieldRules(tableOf('nonTeaching')),
    optional: { title: 'Office staff' },
  },
  {
    label: 'disclosure_documents',
    path: 'disclosure_documents/d1',
    // Every write sets updatedAt to the time of the write: the valid document and the edit carry the server's time.
    valid: {
      title: 'CBSE Mandatory Public Disclosure',
      description: 'Affiliation, staff and infrastructure details.',
      pdfUrl: 'https://res.cloudinary.com/demo/raw/upload/v1/school/disclosure.pdf',
      documentDate: '2026-06-12',
      order: 1,
      updatedAt: serverTimestamp(),
    },
    edit: { title: 'Fee structure 2026-27', order: 2, updatedAt: serverTimestamp() },
    required: 'pdfUrl',
    wrongType: { documentDate: POSTED },
    fields: fieldRules(tableOf('disclosure_documents')),
  },
  {
    label: 'key_dates',
    path: 'key_dates/2026-1',
    valid: { title: 'Winter break', start: '2026-12-24', end: '2027-01-03', kind: 'Holiday', note: 'School reopens on 4 January.', updatedAt: serverTimestamp() },
    edit: { title: 'Winter holidays', end: '2027-01-04', updatedAt: serverTimestamp() },
    required: 'kind',
    wrongType: { start: POSTED },
    fields: fieldRules(tableOf('key_dates')),
  },
  ...mandatoryDisclosureFixtures(),
];

/**
 * The five sections of the Mandatory Public Disclosure (mandatory_disclosure/{section}): never deleted, every write
 * stamped with the server's time. Their counts, areas, documents, results and video link have tests of their own
 * (mandatoryDisclosure.test.ts); their text fields are generated here.
 */
function mandatoryDisclosureFixtures(): CollectionFixture[] {
  const section = (id: string, valid: DocumentData, edit: DocumentData, wrongType: DocumentData): CollectionFixture => ({
    label: `mandatory_disclosure/${id}`,
    path: `mandatory_disclosure/${id}`,
    deletable: false,
    valid: { ...valid, updatedAt: serverTimestamp() },
    edit: { ...edit, updatedAt: serverTimestamp() },
    required: 'updatedAt',
    wrongType,
    fields: fieldRules(tableOf(`mandatory_disclosure/${id}`)),
  });
  return [
    section(
      'general',
      { schoolName: 'Demo Public School', affiliationNo: '1930000', schoolCode: '55000', address: '1 Main Road, Chennai 600 001', principalName: 'Dr. A', principalQualification: 'M.Ed.', email: 'office@school.example', contact: '+91 44 0000 0000' },
      { principalName: 'Dr. B' },
      { schoolCode: 55000 },
    ),
    section('documents', { affiliation: DISCLOSURE_FILE, fireSafety: DISCLOSURE_FILE }, { noc: DISCLOSURE_FILE }, { fireSafety: DISCLOSURE_FILE.url }),
    section(
      'academics',
      { feeStructure: DISCLOSURE_FILE, resultsX: [RESULT_ROW], resultsXII: [], resultsXIIOffered: false },
      { resultsX: [RESULT_ROW, { year: '2025', registered: 98, passed: 98 }] },
      { resultsXOffered: 'no' },
    ),
    section(
      'staff',
      { principal: 'Dr. A, M.Ed.', totalTeachers: 64, pgt: 18, tgt: 22, prt: 24, sectionRatio: '1.5 : 1', specialEducator: 'Mrs. K', counsellor: 'Ms. P' },
      { totalTeachers: 65, pgt: 19 },
      { pgt: '18' },
    ),
    section(
      'infrastructure',
      { campusArea: 12140.5, classroomCount: 42, classroomArea: 46.45, labCount: 6, labArea: 74, internet: true, girlsToilets: 28, boysToilets: 26, inspectionVideo: 'https://youtu.be/aqz-KE-bpKQ' },
      { internet: false, labCount: 7 },
      { internet: 'Y' },
    ),
  ];
}

/**
 * The checked fields of a field table that the generated tests cover: text, addresses (not the fee page's Pay Now
 * address, which must be https://: tests/rules/feePayment.test.ts), address lists, priorities, attachments and
 * audiences.
 * Counts, areas, dates, documents and results have tests of their own.
 */
function fieldRules(table: FieldTable): FieldRule[] {
  return Object.entries(table).flatMap(([field, rule]): FieldRule[] => {
    switch (rule.kind) {
      case 'text':
        return [{ field, kind: rule.mayBeEmpty ? 'text' : 'required text', max: rule.max, ...(rule.multiline && { multiline: true as const }) }];
      case 'address':
        return rule.httpsOnly ? [] : [{ field, kind: 'address', ...(rule.link && { link: true as const }) }];
      case 'address list':
        return [{ field, kind: 'address list', min: rule.min, max: rule.max }];
      case 'attachment list':
        return [{ field, kind: 'attachment list', max: rule.max, nameMax: rule.nameMax }];
      case 'audience':
        return [{ field, kind: 'audience', min: rule.min, max: rule.max }];
      case 'priority':
        return [{ field, kind: 'priority' }];
      default:
        return [];
    }
  });
}

export function fixture(label: string): CollectionFixture {
  const found = FIXTURES.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no fixture ${label}`);
  return found;
}

/** The valid document a field's tests start from: `valid`, with the field's optional value when it is one. */
export function baseFor(collection: CollectionFixture, field: string): DocumentData {
  const value: unknown = collection.optional?.[field];
  return value === undefined ? collection.valid : { ...collection.valid, [field]: value };
}

/** Every field of every collection with the given rule kind, with its collection. */
export function fieldsOfKind<K extends FieldRule['kind']>(kind: K): [string, CollectionFixture, Extract<FieldRule, { kind: K }>][] {
  return FIXTURES.flatMap((collection) =>
    collection.fields
      .filter((rule): rule is Extract<FieldRule, { kind: K }> => rule.kind === kind)
      .map((rule): [string, CollectionFixture, Extract<FieldRule, { kind: K }>] => [`${collection.label} ${rule.field}`, collection, rule]),
  );
}

/** Complete documents that break the fixture's shape in one way each, by name. */
export function malformedDocuments(collection: CollectionFixture): [string, DocumentData][] {
  const { valid, required, wrongType } = collection;
  const cases: [string, DocumentData][] = [
    ['an unknown field', { ...valid, extra: 'x' }],
    [`a wrong type (${Object.keys(wrongType).join(', ')})`, { ...valid, ...wrongType }],
  ];
  if (required) cases.push([`no ${required}`, without(valid, required)]);
  return cases;
}

// ---- Announcement attachments ------------------------------------------------------------------------------------

/** A valid attachment: the name it is shown by, and the address of its PDF. */
export const ATTACHMENT = { name: 'Fee circular', url: 'https://res.cloudinary.com/demo/raw/upload/v1/school/fee-circular.pdf' };

const ATTACHMENT_NAME_MAX = announcementFields.attachments.nameMax;

/** Attachments (elements of an attachment list) that break its shape in one way each, by name. */
export const MALFORMED_ATTACHMENTS: [string, unknown][] = [
  ['a blank name', { ...ATTACHMENT, name: '   ' }],
  ['an empty name', { ...ATTACHMENT, name: '' }],
  [`a name of ${ATTACHMENT_NAME_MAX + 1} characters`, { ...ATTACHMENT, name: text(ATTACHMENT_NAME_MAX + 1) }],
  ['a javascript: url', { ...ATTACHMENT, url: 'javascript:alert(1)' }],
  ['a //host url', { ...ATTACHMENT, url: '//evil.example/circular.pdf' }],
  ['an http url', { ...ATTACHMENT, url: 'http://example.com/circular.pdf' }],
  ['a name of a lone zero-width joiner', { ...ATTACHMENT, name: '\u200d' }],
  ['a url with user-info before the host', { ...ATTACHMENT, url: 'https://res.cloudinary.com@evil.example/circular.pdf' }],
  ['a url with a dot segment', { ...ATTACHMENT, url: '/.//evil.example/circular.pdf' }],
  ['a url with a right-to-left override', { ...ATTACHMENT, url: 'https://res.cloudinary.com/demo/raw/upload/fdp.\u202eexe' }],
  ['a url on another site', { ...ATTACHMENT, url: 'https://example.com/circular.pdf' }],
  ['a url on another Cloudinary cloud', { ...ATTACHMENT, url: 'https://res.cloudinary.com/evil/raw/upload/circular.pdf' }],
  ['a url with a dot segment into another cloud', { ...ATTACHMENT, url: 'https://res.cloudinary.com/demo/../evil/raw/upload/circular.pdf' }],
  ['a name that is a number', { ...ATTACHMENT, name: 7 }],
  ['a url that is a list', { ...ATTACHMENT, url: [ATTACHMENT.url] }],
  ['no name', { url: ATTACHMENT.url }],
  ['no url', { name: ATTACHMENT.name }],
  ['an extra key', { ...ATTACHMENT, size: 1024 }],
  ['an address instead of a map', ATTACHMENT.url],
  ['a number instead of a map', 42],
  ['null', null],
];

/** Values of the whole field that are not a list of attachments, by name. */
export const NOT_ATTACHMENT_LISTS: [string, unknown][] = [
  ['an empty map', {}],
  ['a map of one attachment', { 0: ATTACHMENT }],
  ['an empty string', ''],
  ['one attachment, not in a list', ATTACHMENT],
  ['null', null],
];

// ---- Audiences ---------------------------------------------------------------------------------------------------

/** Audiences the admin forms write: one class, several, every class, each of the usual groups (src/content/schoolClasses.ts). */
export const AUDIENCES: [string, readonly string[]][] = [
  ['one class', ['IV']],
  ['two classes', ['IV', 'IX']],
  [`all ${SCHOOL_CLASSES.length} classes`, SCHOOL_CLASSES],
  ...CLASS_GROUPS.map(({ label, classes }): [string, readonly string[]] => [`the group ${label}`, classes]),
];

/**
 * Values of an audience that are not 1 to 15 classes of the school, each at most once, by name: what a hand-made
 * request could send. (A list of 16 has a class twice or one that is not the school's: the bound follows from the
 * other two checks. A list of lists is not among them: Firestore stores none, and refuses one before the rules.)
 */
export const NOT_AUDIENCES: [string, unknown][] = [
  ['an empty list (the whole school stores none)', []],
  [`${SCHOOL_CLASSES.length + 1} classes, one of them twice`, [...SCHOOL_CLASSES, 'IV']],
  [`${SCHOOL_CLASSES.length + 1} classes, one of them unknown`, [...SCHOOL_CLASSES, 'XIII']],
  ['a class twice', ['IV', 'IV']],
  ['a class twice among others', ['I', 'IV', 'IX', 'IV']],
  ['1,000 classes', Array.from({ length: 1000 }, (_, index) => SCHOOL_CLASSES[index % SCHOOL_CLASSES.length])],
  ['a class the school does not have (XIII)', ['XIII']],
  ['a class in lower case (iv)', ['iv']],
  ['a class in words (Class IV)', ['Class IV']],
  ['an empty class', ['']],
  ['a class with a space after it', ['IV ']],
  ['a group instead of its classes (KG)', ['KG']],
  ['a group instead of its classes (I-V)', ['I-V']],
  ['the Roman numeral character Ⅳ (U+2163)', ['\u2163']],
  ['a class with a zero-width space', ['IV\u200b']],
  ['a class with a right-to-left override', ['I\u202eV']],
  ['a known class, then an unknown one', ['IV', 'XIII']],
  ['a class of 10,000 characters', ['I'.repeat(10_000)]],
  ['a number', 4],
  ['NaN', Number.NaN],
  ['null', null],
  ['true', true],
  ['a class as a string, not in a list', 'IV'],
  ['a map of classes', { IV: true }],
  ['a map shaped like a list', { 0: 'IV' }],
  ['a list of numbers', [4]],
  ['a list holding null', [null]],
  ['a list of maps', [{ class: 'IV' }]],
];
