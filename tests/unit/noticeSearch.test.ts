import { describe, expect, it, vi } from 'vitest';
import { readAudience } from '@/lib/audience';
import { extractOf, indexNotices, type MarkedText } from '@/features/announcements/search/noticeIndex';
import type { SearchableNotice } from '@/features/announcements/search/noticeSearchService';
import { LONGEST_SEARCH, normalised, searchProblem, wordsOf } from '@/features/announcements/search/noticeSearchText';
import { forClasses, latestCopies } from '@/features/announcements/search/searchedNotices';
import { seedDocuments } from '../../scripts/seed/data.mjs';

// The seed dates its newest notices from today and the search ranks newer notices higher, so the notices are read
// and ranked on one fixed day of the seed's term, not on whatever day the tests run.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T06:30:00Z') });

/** The seeded notices visitors may read, as the search holds them. */
const notices: SearchableNotice[] = seedDocuments()
  .filter(({ path }) => path.startsWith('announcements/'))
  .map(({ path, data }): [string, Record<string, unknown>] => [path.slice('announcements/'.length), data])
  .filter(([, data]) => data.draft !== true && (data.datePosted as Date) <= new Date())
  .map(([id, data]) => ({
    id,
    title: data.title as string,
    content: data.content as string,
    datePosted: data.datePosted as Date,
    archived: data.archived as boolean,
    takeDownAt: null,
    audience: readAudience(data),
  }));

const search = indexNotices(notices);
const found = (text: string) => search(text).map((hit) => hit.notice.id);
const markedWords = (text: MarkedText) => text.filter((part) => part.marked).map((part) => part.text);
const plain = (text: MarkedText) => text.map((part) => part.text).join('');

describe('how the search reads words', () => {
  it('compares words in lower case, without the accents of Latin letters', () => {
    expect(normalised('Résumé')).toBe('resume');
    expect(normalised('EXAMINATIONS')).toBe('examinations');
    expect(normalised('ﬁnal')).toBe('final');
  });

  it('keeps Tamil words whole, their vowel signs and viramas included', () => {
    expect(wordsOf('தமிழ் மன்றம் தொடக்க விழா – Tamil Mandram')).toEqual(['தமிழ்', 'மன்றம்', 'தொடக்க', 'விழா', 'Tamil', 'Mandram']);
    expect(normalised('மன்றம்')).toBe('மன்றம்'.normalize('NFKD'));
  });

  it('finds no word in emoji and punctuation', () => {
    expect(wordsOf('🎉🎉 ❤️ 👍🏽 !!! ...')).toEqual([]);
    expect(wordsOf("Term I fees, 2026-27's")).toEqual(['Term', 'I', 'fees', '2026', '27', 's']);
  });
});

describe('what is wrong with a search', () => {
  it('is nothing for words, for an empty box, or for spaces', () => {
    expect(searchProblem('fee')).toBeNull();
    expect(searchProblem('')).toBeNull();
    expect(searchProblem('   ')).toBeNull();
    expect(searchProblem('fees 🎉')).toBeNull();
    expect(searchProblem('x'.repeat(LONGEST_SEARCH))).toBeNull();
  });

  it('says how long a search may be, and how long this one is', () => {
    expect(searchProblem('fee '.repeat(125))).toBe(
      `A search can be at most ${LONGEST_SEARCH} characters long, and this one has 500. Shorten it to a few words to search.`,
    );
  });

  it('says that emoji or punctuation alone find nothing', () => {
    expect(searchProblem('🎉🎉🎉')).toBe('Type a word to search for: emoji and punctuation alone find nothing.');
    expect(searchProblem('?!')).toBe('Type a word to search for: emoji and punctuation alone find nothing.');
  });
});

describe('the search over the seeded notices', () => {
  it('finds the fee circulars, archived ones included, and no other notice', () => {
    expect(found('fee')).toEqual(expect.arrayContaining(['term-1-fees-2026-27', 'term-2-fee-reminder-2026', 'term-3-fees-2025-26', 'fee-structure-2024-25']));
    expect(found('fee')).not.toContain('pongal-2026');
  });

  it('ignores case and accents', () => {
    expect(found('FEES')).toEqual(found('fees'));
    expect(found('resume')).toEqual(['career-guidance-2025']);
    expect(found('RÉSUMÉ')).toEqual(['career-guidance-2025']);
  });

  it("finds a word by its beginning: 'exam' finds 'Examinations'", () => {
    expect(found('exam')).toContain('class-x-pre-board-2026');
    expect(found('Pong')).toEqual(['pongal-2026']);
  });

  it('forgives a small typo in a longer word', () => {
    expect(found('examnation')).toContain('class-x-pre-board-2026');
    expect(found('pongl')).toEqual(['pongal-2026']);
    expect(found('sibling concesion')).toContain('sibling-concession-2025');
  });

  it('forgives none in a short word, which would find noise', () => {
    expect(found('fe')).not.toContain('pongal-2026');
    expect(found('zzz')).toEqual([]);
  });

  it('finds Tamil words, whole and by their beginning', () => {
    expect(found('மன்றம்')).toEqual(['tamil-mandram-2025']);
    expect(found('மன்ற')).toEqual(['tamil-mandram-2025']);
    expect(found('பட்டிமன்றம்')).toEqual(['tamil-mandram-2025']);
  });

  it('ranks the newer of two equally good matches first', () => {
    const circular = (id: string, datePosted: Date): SearchableNotice => ({ id, title: 'Fee circular', content: 'Fees due.', datePosted, archived: true, takeDownAt: null, audience: [] });
    const byDate = indexNotices([circular('older', new Date('2025-06-01')), circular('newer', new Date('2026-06-01'))]);
    expect(byDate('fee').map((hit) => hit.notice.id)).toEqual(['newer', 'older']);
  });

  it("finds this term's fee circular before last year's notices that say 'fee'", () => {
    const hits = found('fee');
    expect(hits[0]).toBe('term-2-fee-reminder-2026');
  });

  it('finds the notices that hold every word searched for, the title first', () => {
    expect(found('Pongal holidays')).toEqual(['pongal-2026']);
    expect(found('Term fees')[0]).toMatch(/^term-/);
    expect(found('Pongal Diwali')).toEqual([]);
  });
});

describe('a result', () => {
  it('marks the words found in its title', () => {
    const [hit] = search('fees 2026-27');
    expect(hit?.notice.id).toBe('term-1-fees-2026-27');
    expect(plain(hit?.title ?? [])).toBe('Term I fees for 2026-27 due by 30 June');
    expect(markedWords(hit?.title ?? [])).toEqual(['fees', '2026', '27']);
  });

  it('shows a short extract of its text around the first word found, cut at spaces, with the words marked', () => {
    const [hit] = search('pongal kolam');
    const extract = plain(hit?.extract ?? []);
    expect(extract.length).toBeLessThanOrEqual(170);
    expect(extract).toMatch(/^Pongal will be celebrated/);
    expect(extract.endsWith(' …') || extract.endsWith('…')).toBe(true);
    expect(markedWords(hit?.extract ?? [])).toEqual(expect.arrayContaining(['Pongal', 'pongal', 'kolam']));
  });

  it('starts its extract a little before a word found further in, at a word, after an ellipsis', () => {
    const text = `${'Opening words of the notice. '.repeat(10)}The sibling concession form is at the accounts office. ${'More words follow here. '.repeat(10)}`;
    const extract = extractOf(text, new Set(['concession']));
    const shown = plain(extract);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown).toContain('The sibling concession form');
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.slice(1, 2)).not.toBe(' ');
    expect(markedWords(extract)).toEqual(['concession']);
  });

  it('shows the beginning of its text when only the title matched', () => {
    expect(plain(extractOf('A short text.', new Set(['pongal'])))).toBe('A short text.');
  });

  it("is shown to a device that chose classes only when it is for the whole school or one of them", () => {
    const hits = search('examinations');
    const ids = (chosen: Parameters<typeof forClasses>[1]) => forClasses(hits, chosen).map((hit) => hit.notice.id);
    expect(ids([])).toContain('class-x-pre-board-2026');
    expect(ids(['IV'])).not.toContain('class-x-pre-board-2026');
    expect(ids(['IV'])).toContain('rain-holiday');
    expect(ids(['IV', 'X'])).toContain('class-x-pre-board-2026');
  });
});

describe('the notices the search holds', () => {
  const notice = (id: string, title: string): SearchableNotice => ({ id, title, content: '', datePosted: new Date(0), archived: false, takeDownAt: null, audience: [] });

  it('are every notice once, in the copy read last', () => {
    const held = latestCopies([
      { notices: [notice('a', 'A as searched'), notice('b', 'B')], readAt: 2 },
      { notices: [notice('a', 'A as listed later'), notice('c', 'C, posted since')], readAt: 3 },
      { notices: [notice('b', 'B as listed earlier')], readAt: 1 },
    ]);
    expect(held.map(({ id, title }) => `${id}: ${title}`).sort()).toEqual(['a: A as listed later', 'b: B', 'c: C, posted since']);
  });
});
