import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { announcementSchema } from '@/features/announcements/announcementSchema';
import { EVENT_FIELDS_MISSING, eventSchema } from '@/features/events/eventSchema';
import { infrastructureSchema } from '@/features/infrastructure/infrastructureSchema';
import { keyDateSchema } from '@/features/year-planner/yearPlannerSchema';
import { contentTypes } from '@/content/contentTypes';
import { FIELD_TABLES } from '../support/fieldTables';

const PHOTO = 'https://res.cloudinary.com/demo/image/upload/v1/school/sports-day.jpg';
const problems = (schema: v.GenericSchema, document: unknown) => v.safeParse(schema, document).issues?.map((issue) => issue.message).join(' ') ?? '';

describe("the events' schema", () => {
  const event = { title: 'Sports Day', imageURLs: [PHOTO], priority: 2.5, createdAt: new Date(), archived: false };

  test('accepts a stored event', () => {
    expect(problems(eventSchema, event)).toBe('');
  });

  test.each([
    ['no photo', { ...event, imageURLs: [] }, EVENT_FIELDS_MISSING],
    ['101 photos', { ...event, imageURLs: Array.from({ length: 101 }, () => PHOTO) }, 'At most 100.'],
    ['a photo at another site read as this one', { ...event, imageURLs: [PHOTO, '//evil.example/x.jpg'] }, 'Enter an address'],
    ['a priority that is not a number', { ...event, priority: Number.NaN }, 'Invalid type'],
    ['an infinite priority', { ...event, priority: Number.POSITIVE_INFINITY }, 'Enter a number.'],
    ['archived as text', { ...event, archived: 'no' }, 'Invalid type'],
  ])('refuses %s', (_name, document, message) => {
    expect(problems(eventSchema, document)).toContain(message);
  });
});

describe("the infrastructure items' schema", () => {
  const item = { title: 'Science lab', description: 'Two labs.\nOne for each wing.', thumbnailUrl: PHOTO, gallery: [PHOTO], priority: 1 };

  test('accepts a stored item, its description on several lines', () => {
    expect(problems(infrastructureSchema, item)).toBe('');
  });

  test.each([
    ['a blank description', { ...item, description: ' \n ' }, 'All fields including priority are required.'],
    ['no thumbnail', { ...item, thumbnailUrl: undefined }, 'Invalid type'],
    ['a javascript: thumbnail', { ...item, thumbnailUrl: 'javascript:alert(1)' }, 'Enter an address'],
  ])('refuses %s', (_name, document, message) => {
    expect(problems(infrastructureSchema, document)).toContain(message);
  });
});

describe("the announcements' schema", () => {
  const PDF = 'https://res.cloudinary.com/demo/raw/upload/v1/school/circular.pdf';
  const notice = {
    title: 'Rain holiday',
    content: 'School is closed tomorrow.',
    imageUrls: [],
    attachments: [{ name: 'Circular', url: PDF }],
    datePosted: new Date(),
    archived: false,
    audience: ['IV', 'IX'],
  };

  test('accepts a stored notice, for two classes, with a circular', () => {
    expect(problems(announcementSchema, notice)).toBe('');
  });

  test.each([
    ['six attachments', { ...notice, attachments: Array.from({ length: 6 }, () => ({ name: 'Circular', url: PDF })) }, 'At most 5.'],
    ['an attachment with a blank name', { ...notice, attachments: [{ name: ' ', url: PDF }] }, 'Please fill in Name.'],
    ['an attachment with another field', { ...notice, attachments: [{ name: 'Circular', url: PDF, size: 10 }] }, 'Invalid key'],
    ['a class twice', { ...notice, audience: ['IV', 'IV'] }, 'Choose each class once.'],
    ['a class the school does not have', { ...notice, audience: ['XIII'] }, 'Invalid type'],
    ['an empty audience (the whole school has none)', { ...notice, audience: [] }, 'Choose at least one class.'],
    ['draft: false (a draft is marked true, or not at all)', { ...notice, draft: false }, 'Invalid type'],
  ])('refuses %s', (_name, document, message) => {
    expect(problems(announcementSchema, document)).toContain(message);
  });
});

describe("the key dates' schema", () => {
  const date = { title: 'Pongal', start: '2027-01-14', end: '2027-01-16', kind: 'Holiday', updatedAt: new Date() };

  test('accepts a stored key date', () => {
    expect(problems(keyDateSchema, date)).toBe('');
  });

  test.each([
    ['a kind not offered', { ...date, kind: 'Party' }, 'Choose one of Holiday, Exam, Event, PTM, Other.'],
    ['a day not written YYYY-MM-DD', { ...date, start: '14/01/2027' }, 'Enter a day as YYYY-MM-DD.'],
    ['no time of writing', { ...date, updatedAt: undefined }, 'Invalid type'],
  ])('refuses %s', (_name, document, message) => {
    expect(problems(keyDateSchema, document)).toContain(message);
  });
});

describe('the field tables', () => {
  test('cover every collection the admin area writes (its content types), which the rules tests build fixtures from', () => {
    const collections = new Set(Object.keys(FIELD_TABLES).map((key) => key.split('/')[0]));
    expect(Object.keys(contentTypes).filter((type) => !collections.has(type))).toEqual([]);
  });
});
