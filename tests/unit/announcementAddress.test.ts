import { describe, expect, it } from 'vitest';
import { announcementIdIn, announcementPath } from '@/features/announcements/announcementAddress';
import { isDocumentId } from '@/lib/firestoreRest';
import { excerptOf } from '@/lib/paragraphs';

describe("an announcement's address", () => {
  it('is /Announcements/<id>, the id encoded, and gives the id back', () => {
    expect(announcementPath('annual-day-2026')).toBe('/Announcements/annual-day-2026');
    for (const id of ['annual-day-2026', 'AbC123xyz', 'sports day 2026?', 'été #1', '100%']) {
      expect(announcementIdIn(announcementPath(id)), id).toBe(id);
    }
  });

  it('is read as the router matches it: as written, a trailing slash allowed', () => {
    expect(announcementIdIn('/Announcements/abc/')).toBe('abc');
    expect(announcementIdIn('/announcements/abc')).toBeNull();
    expect(announcementIdIn('/ANNOUNCEMENTS/abc')).toBeNull();
  });

  it('names no id for any other address, or one that cannot be decoded', () => {
    for (const pathname of ['/Announcements', '/Announcements/', '/Announcements/a/b', '/archive/abc', '/Announcements/%E0%A4%']) {
      expect(announcementIdIn(pathname), pathname).toBeNull();
    }
  });
});

describe('a document id', () => {
  it('is any text Firestore accepts as one', () => {
    for (const id of ['abc', 'annual-day-2026', 'a b?#%', 'été', '.a', '__x', 'x'.repeat(1500)]) expect(isDocumentId(id), id).toBe(true);
  });

  it('is not empty, has no slash, is not . or .., not __reserved__, and fits in 1,500 bytes', () => {
    for (const id of ['', 'a/b', '.', '..', '__x__', 'x'.repeat(1501), 'é'.repeat(751)]) expect(isDocumentId(id), id.slice(0, 20)).toBe(false);
  });
});

describe('excerptOf', () => {
  it('is the whole text, on one line, when it is short', () => {
    expect(excerptOf('  First line.\n\nSecond   line. ', 160)).toBe('First line. Second line.');
  });

  it('cuts a long text at a word, without trailing punctuation, and marks the cut', () => {
    const text = 'Parents are cordially invited, and the passes will be sent home in the school diary by 12 December.';
    const excerpt = excerptOf(text, 40);
    expect(excerpt).toBe('Parents are cordially invited, and the…');
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerptOf('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
