import { describe, expect, it } from 'vitest';
import {
  byPriority, readBoolean, readDate, readImageAddress, readImageList, readNumber, readText,
  withNumericPriority,
} from '@/lib/documentFields';

describe('readText', () => {
  it('returns the first non-blank text among the keys, trimmed', () => {
    expect(readText({ title: '  Annual day  ' }, 'title')).toBe('Annual day');
    expect(readText({ title: '   ', name: ' Maths ' }, 'title', 'name')).toBe('Maths');
    expect(readText({ title: 'Science', name: 'Maths' }, 'title', 'name')).toBe('Science');
  });

  it('is null for missing, blank or non-text values', () => {
    expect(readText({}, 'title')).toBeNull();
    expect(readText({ title: '' }, 'title')).toBeNull();
    expect(readText({ title: 42, name: null }, 'title', 'name')).toBeNull();
  });
});

describe('readNumber and readBoolean', () => {
  it('reads finite numbers only: a priority stored as text is no priority', () => {
    expect(readNumber({ priority: 2 }, 'priority')).toBe(2);
    expect(readNumber({ priority: 0 }, 'priority')).toBe(0);
    expect(readNumber({ priority: 1.5 }, 'priority')).toBe(1.5);
    expect(readNumber({ priority: '2' }, 'priority')).toBeNull();
    expect(readNumber({ priority: Number.NaN }, 'priority')).toBeNull();
    expect(readNumber({ priority: Number.POSITIVE_INFINITY }, 'priority')).toBeNull();
    expect(readNumber({}, 'priority')).toBeNull();
  });

  it('treats only true as true', () => {
    expect(readBoolean({ archived: true }, 'archived')).toBe(true);
    expect(readBoolean({ archived: 'true' }, 'archived')).toBe(false);
    expect(readBoolean({ archived: 1 }, 'archived')).toBe(false);
    expect(readBoolean({}, 'archived')).toBe(false);
  });
});

describe('readDate', () => {
  const when = new Date('2026-02-03T04:05:06Z');

  it('reads a Date or a timestamp-like value', () => {
    expect(readDate({ at: when }, 'at')).toBe(when);
    expect(readDate({ at: { toDate: () => when } }, 'at')).toBe(when);
  });

  it('is null for anything else', () => {
    expect(readDate({ at: '2026-02-03' }, 'at')).toBeNull();
    expect(readDate({ at: 1_700_000_000_000 }, 'at')).toBeNull();
    expect(readDate({ at: { toDate: () => 'yesterday' } }, 'at')).toBeNull();
    expect(readDate({ at: { toDate: 'not a function' } }, 'at')).toBeNull();
    expect(readDate({}, 'at')).toBeNull();
  });
});

describe('image addresses (the rule itself: webAddress.test.ts)', () => {
  it('readImageAddress takes the first usable key: imageURL, then imageUrl', () => {
    expect(readImageAddress({ imageURL: 'https://a.example/1.jpg', imageUrl: 'https://a.example/2.jpg' }, 'imageURL', 'imageUrl')).toBe('https://a.example/1.jpg');
    expect(readImageAddress({ imageUrl: '  /demo/2.jpg  ' }, 'imageURL', 'imageUrl')).toBe('/demo/2.jpg');
    expect(readImageAddress({ imageURL: 'javascript:x', imageUrl: '/demo/2.jpg' }, 'imageURL', 'imageUrl')).toBe('/demo/2.jpg');
    expect(readImageAddress({}, 'imageURL', 'imageUrl')).toBeNull();
  });

  it('readImageList keeps the usable addresses, trimmed, in order', () => {
    expect(readImageList({ gallery: [' /demo/1.jpg', 'javascript:x', '/\\evil.example/3.png', 7, null, 'https://a.example/2.jpg '] }, 'gallery')).toEqual([
      '/demo/1.jpg', 'https://a.example/2.jpg',
    ]);
    expect(readImageList({ gallery: 'https://a.example/1.jpg' }, 'gallery')).toEqual([]);
    expect(readImageList({}, 'gallery')).toEqual([]);
  });
});

describe('ordering by priority', () => {
  const items = [
    { id: 'c', priority: 3 },
    { id: 'none-1', priority: null },
    { id: 'a', priority: 1 },
    { id: 'none-2', priority: null },
    { id: 'b', priority: 2 },
    { id: 'zero', priority: 0 },
  ];

  it('byPriority sorts ascending with items without a priority last, in their stored order', () => {
    expect([...items].sort(byPriority).map((item) => item.id)).toEqual(['zero', 'a', 'b', 'c', 'none-1', 'none-2']);
  });

  it('withNumericPriority drops items without a priority and sorts the rest', () => {
    expect(withNumericPriority(items).map((item) => item.id)).toEqual(['zero', 'a', 'b', 'c']);
  });

  it('withNumericPriority leaves its input as it was', () => {
    const input = [...items];
    withNumericPriority(input);
    expect(input).toEqual(items);
  });
});
