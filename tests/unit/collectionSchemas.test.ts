import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { EVENT_FIELDS_MISSING, eventSchema } from '@/features/events/eventSchema';
import { infrastructureSchema } from '@/features/infrastructure/infrastructureSchema';

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
