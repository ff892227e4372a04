// One valid document per collection (docs/data-model.md), the partial edit an administrator makes to it, and
// the ways each can be malformed. The access and shape suites generate their tests from this table.
import { Timestamp, type DocumentData } from 'firebase/firestore';

export const POSTED = Timestamp.fromDate(new Date('2025-06-02T09:30:00Z'));
export const PHOTO = 'https://res.cloudinary.com/demo/image/upload/v1/school/science-lab.jpg';
export const SITE_PHOTO = '/demo/assembly.jpg';
export const SITE_ID = 'site';

/** A string of `size` characters. */
export function text(size: number): string {
  return 'x'.repeat(size);
}

/** An image address of exactly `size` characters. */
export function imageAddressOfSize(size: number): string {
  const prefix = 'https://example.com/';
  return prefix + 'a'.repeat(size - prefix.length);
}

export function without(data: DocumentData, field: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));
}

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
  /** Fields replaced by a value of the wrong type. */
  wrongType: DocumentData;
  /** A string field and its maximum length. */
  longest: { field: string; max: number };
  /** A list field, its maximum size and a valid element. */
  largest?: { field: string; max: number; element: unknown };
}

export const FIXTURES: readonly CollectionFixture[] = [
  {
    label: 'announcements',
    path: 'announcements/a1',
    valid: { title: 'Annual Day', content: 'Annual Day is on Friday.', imageUrls: [PHOTO, SITE_PHOTO], datePosted: POSTED, archived: false },
    edit: { title: 'Annual Day (rescheduled)', content: 'Annual Day moves to Saturday.' },
    required: 'content',
    wrongType: { imageUrls: PHOTO },
    longest: { field: 'content', max: 10_000 },
    largest: { field: 'imageUrls', max: 20, element: PHOTO },
  },
  {
    label: 'events_gallery',
    path: 'events_gallery/e1',
    valid: { title: 'Sports Day', imageURLs: [PHOTO], priority: 1, createdAt: POSTED, archived: false },
    edit: { title: 'Sports Day 2025', priority: 2, imageURLs: [PHOTO, SITE_PHOTO] },
    required: 'imageURLs',
    wrongType: { title: 42 },
    longest: { field: 'title', max: 200 },
    largest: { field: 'imageURLs', max: 100, element: PHOTO },
  },
  {
    label: 'achievements',
    path: 'achievements/h1',
    valid: { title: 'State chess champions', description: 'Our under-14 team won.', priority: 1, imageURL: PHOTO, createdAt: POSTED },
    edit: { description: 'Our under-14 team won the state title.', priority: 3 },
    required: 'description',
    wrongType: { imageURL: 7 },
    longest: { field: 'description', max: 5_000 },
  },
  {
    label: 'council_members',
    path: 'council_members/c1',
    valid: { name: 'Asha R', position: 'Head Girl', year: '2025-26', imageUrl: PHOTO, priority: 1 },
    edit: { position: 'Sports Captain', priority: 2 },
    required: 'year',
    wrongType: { name: ['Asha R'] },
    longest: { field: 'position', max: 100 },
  },
  {
    label: 'council_info',
    path: 'council_info/main',
    valid: { description: 'The student council is elected every June.' },
    edit: { description: 'The student council is elected every July.' },
    required: 'description',
    wrongType: { description: true },
    longest: { field: 'description', max: 5_000 },
  },
  {
    label: 'important_links',
    path: 'important_links/l1',
    valid: { title: 'CBSE results', url: 'https://cbseresults.nic.in/', description: 'Board results', buttonText: 'Open', createdAt: POSTED },
    edit: { title: 'CBSE results 2025', buttonText: 'View results' },
    required: 'url',
    wrongType: { buttonText: 1 },
    longest: { field: 'buttonText', max: 50 },
  },
  {
    label: 'infrastructure_items',
    path: 'infrastructure_items/i1',
    valid: { title: 'Science lab', description: 'Physics, chemistry and biology labs.', thumbnailUrl: PHOTO, gallery: [PHOTO, SITE_PHOTO], priority: 1 },
    edit: { title: 'Science labs', description: 'Three labs.', priority: 4 },
    required: 'thumbnailUrl',
    wrongType: { gallery: { first: PHOTO } },
    longest: { field: 'title', max: 200 },
    largest: { field: 'gallery', max: 100, element: SITE_PHOTO },
  },
  {
    label: 'year_planner',
    path: 'year_planner/planner',
    valid: { url: PHOTO, year: '2026-27', uploadedAt: POSTED },
    edit: { url: SITE_PHOTO, year: '2027-28' },
    required: 'uploadedAt',
    wrongType: { year: 2026 },
    longest: { field: 'year', max: 20 },
  },
  {
    label: 'admins (site document)',
    path: `admins/${SITE_ID}`,
    valid: { name: 'Demo Public School' },
    edit: { name: 'Demo Public School, Chennai' },
    wrongType: { name: 12 },
    longest: { field: 'name', max: 200 },
  },
  {
    label: 'admins/faculty',
    path: `admins/${SITE_ID}/faculty/f1`,
    valid: { title: 'Mathematics', priority: 1, members: ['R. Kumar', 'S. Devi'] },
    edit: { title: 'Mathematics Department' },
    required: 'members',
    wrongType: { members: 'R. Kumar' },
    longest: { field: 'title', max: 200 },
    largest: { field: 'members', max: 300, element: 'R. Kumar' },
  },
  {
    label: 'admins/nonTeaching',
    path: `admins/${SITE_ID}/nonTeaching/n1`,
    valid: { category: 'Office', priority: 1, members: ['P. Raj'] },
    edit: { category: 'Front Office', priority: 2 },
    required: 'priority',
    wrongType: { category: null },
    longest: { field: 'category', max: 200 },
    largest: { field: 'members', max: 300, element: 'P. Raj' },
  },
];

/** Complete documents that break the fixture's shape in one way each, by name. */
export function malformedDocuments(fixture: CollectionFixture): [string, DocumentData][] {
  const { valid, required, wrongType, longest, largest } = fixture;
  const cases: [string, DocumentData][] = [
    ['an unknown field', { ...valid, extra: 'x' }],
    [`a wrong type (${Object.keys(wrongType).join(', ')})`, { ...valid, ...wrongType }],
    [`${longest.field} over ${longest.max} characters`, { ...valid, [longest.field]: text(longest.max + 1) }],
  ];
  if (required) cases.push([`no ${required}`, without(valid, required)]);
  if (largest) {
    cases.push([`${largest.field} over ${largest.max} elements`, { ...valid, [largest.field]: Array(largest.max + 1).fill(largest.element) }]);
  }
  return cases;
}

/** The same fixture at its limits (longest string, largest list): still accepted. */
export function documentsAtTheLimits(fixture: CollectionFixture): [string, DocumentData][] {
  const { valid, longest, largest } = fixture;
  const cases: [string, DocumentData][] = [[`${longest.field} of ${longest.max} characters`, { ...valid, [longest.field]: text(longest.max) }]];
  if (largest) {
    cases.push([`${largest.field} of ${largest.max} elements`, { ...valid, [largest.field]: Array(largest.max).fill(largest.element) }]);
  }
  return cases;
}
