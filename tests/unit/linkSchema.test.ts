import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { REQUIRED_FIELDS_MISSING, linkFields, linkSchema } from '@/features/links/linkSchema';

const TITLE_MAX = linkFields.title.max;
const valid = { title: 'CBSE', url: 'https://www.cbse.gov.in/', buttonText: 'Visit CBSE', createdAt: new Date('2026-06-01') };
const problems = (document: unknown) => v.safeParse(linkSchema, document).issues?.map((issue) => issue.message) ?? [];

describe("the important links' schema", () => {
  test('accepts a stored link, with or without its optional fields, in Tamil too, of the longest title', () => {
    expect(problems({ ...valid, title: 'x'.repeat(TITLE_MAX) })).toEqual([]);
    expect(problems(valid)).toEqual([]);
    expect(problems({ title: 'தமிழ் மன்றம்', url: '/Council' })).toEqual([]);
    expect(problems({ ...valid, description: 'Line one\nline two', updatedAt: new Date() })).toEqual([]);
  });

  test.each([
    ['a blank title', { ...valid, title: '  ' }, REQUIRED_FIELDS_MISSING],
    ['a title one character too long', { ...valid, title: 'x'.repeat(TITLE_MAX + 1) }, `At most ${TITLE_MAX} characters.`],
    ['a right-to-left override in the title', { ...valid, title: 'CBSE\u202e' }, 'hidden character'],
    ['a line break in the one-line button text', { ...valid, buttonText: 'Visit\nCBSE' }, 'on one line'],
    ['a javascript: address', { ...valid, url: 'javascript:alert(1)' }, linkFields.url.invalid],
    ['an address another site would take', { ...valid, url: '//evil.example/' }, linkFields.url.invalid],
    ['a number for the title', { ...valid, title: 7 }, 'Invalid type'],
    ['a field the collection does not have', { ...valid, admin: true }, 'Invalid key'],
  ])('refuses %s', (_name, document, message) => {
    expect(problems(document).join(' ')).toContain(message);
  });

  test('gives the field table its facts, as declared', () => {
    expect(linkFields.buttonText).toEqual({ kind: 'text', max: 50, optional: true, label: 'Button text', missing: REQUIRED_FIELDS_MISSING });
    expect(linkFields.description).toMatchObject({ kind: 'text', max: 1_000, multiline: true, mayBeEmpty: true, optional: true });
    expect(Object.keys(linkFields)).toEqual(['title', 'url', 'buttonText', 'description', 'createdAt', 'updatedAt']);
  });
});
