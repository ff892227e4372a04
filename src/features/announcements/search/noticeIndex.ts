/**
 * The notice search itself, a chunk of its own that the page loads only once the search box is used: MiniSearch
 * (docs/architecture.md, "Searching the notices": chosen over FlexSearch and Orama for its weight and its typo
 * tolerance) over the notices' titles and texts, and the extract of each result with the words it was found by marked.
 */
import MiniSearch from 'minisearch';
import type { SearchableNotice } from './noticeSearchService';
import { normalised, wordsOf } from './noticeSearchText';

/** A text in parts, the words a search was found by marked. */
export type MarkedText = readonly { text: string; marked: boolean }[];

export interface SearchHit {
  notice: SearchableNotice;
  title: MarkedText;
  /** A short piece of its text around the first word found, or its beginning when only the title matched. */
  extract: MarkedText;
}

/** How long an extract is, about: two lines on a phone. */
const EXTRACT_LENGTH = 160;
/** How much of the text before the first word found an extract keeps. */
const EXTRACT_LEAD = 40;

/**
 * How many letters a searched word may have wrong (a letter missing, added, changed or two swapped): none in a word of
 * up to three (`fee` finding `fed` would be noise), one up to seven, two from eight (`examnation`).
 */
const typosForgiven = (term: string): number | false => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false);

/** A newer notice ranks higher among similar matches: ×2 today, ×1.5 at six months, ×1.2 at two years. */
const DAY_MS = 24 * 60 * 60_000;
const recency = (notice: SearchableNotice | undefined, now: number): number =>
  notice?.datePosted ? 1 + 1 / (1 + Math.max(0, now - notice.datePosted.getTime()) / (180 * DAY_MS)) : 1;

/** `text` in parts, each word whose compared form is among `found` marked. */
function marked(text: string, found: ReadonlySet<string>): MarkedText {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)) {
    if (!found.has(normalised(match[0]))) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** About EXTRACT_LENGTH characters of `content`, cut at spaces, from a little before the first word found. */
export function extractOf(content: string, found: ReadonlySet<string>): MarkedText {
  const text = content.replace(/\s+/g, ' ').trim();
  const first = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)].find((match) => found.has(normalised(match[0])));
  const wanted = first ? Math.max(0, first.index - EXTRACT_LEAD) : 0;
  // Start at a word: after the last space before `wanted` (or at the start).
  const start = wanted === 0 ? 0 : text.lastIndexOf(' ', wanted) + 1;
  const cut = text.length - start > EXTRACT_LENGTH ? text.lastIndexOf(' ', start + EXTRACT_LENGTH) : -1;
  const end = cut > start ? cut : text.length;
  const parts = [...marked(text.slice(start, end), found)];
  if (start > 0) parts.unshift({ text: '…', marked: false });
  if (end < text.length) parts.push({ text: '…', marked: false });
  return parts;
}

/** A search over `notices`: the notices that hold every word searched for (the last one may be unfinished), best first. */
export function indexNotices(notices: readonly SearchableNotice[]): (search: string) => SearchHit[] {
  const byId = new Map(notices.map((notice) => [notice.id, notice]));
  const index = new MiniSearch<SearchableNotice>({
    fields: ['title', 'content'],
    tokenize: wordsOf,
    processTerm: normalised,
    // A word found by its beginning counts nearly as much as the whole word ('fee' in 'fees': MiniSearch's default,
    // 0.375, put a 2024 'Fee structure' above this term's 'fees' circular); recency then decides.
    searchOptions: { prefix: true, fuzzy: typosForgiven, boost: { title: 2 }, combineWith: 'AND', weights: { fuzzy: 0.45, prefix: 0.8 } },
  });
  const now = Date.now();
  index.addAll([...byId.values()]);
  return (search) =>
    index.search(search, { boostDocument: (id) => recency(byId.get(id as string), now) }).flatMap(({ id, terms }) => {
      const notice = byId.get(id as string);
      if (!notice) return [];
      const found = new Set(terms);
      return [{ notice, title: marked(notice.title, found), extract: extractOf(notice.content, found) }];
    });
}
