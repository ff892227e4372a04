/** What the notice search searches and shows, in the page's chunk: the notices it holds, and the results a device sees. */
import { concerns, type Audience } from '@/lib/audience';
import type { SearchableNotice } from './noticeSearchService';

/** Notices read at one time: a step of the search's reads, or a list on the page (its notices and when it was read). */
export interface ReadNotices {
  notices: readonly SearchableNotice[];
  readAt: number;
}

/**
 * Every notice of `reads`, each once, in the copy read last: the search's reads, kept for a day, and the page's lists
 * (read on this visit), which hold the newest notices, posted or changed since the search read.
 */
export function latestCopies(reads: readonly ReadNotices[]): SearchableNotice[] {
  const copies = new Map<string, { notice: SearchableNotice; readAt: number }>();
  for (const { notices, readAt } of reads) {
    for (const notice of notices) {
      const held = copies.get(notice.id);
      if (!held || readAt > held.readAt) copies.set(notice.id, { notice, readAt });
    }
  }
  return [...copies.values()].map(({ notice }) => notice);
}

/** The results this device sees: those for the whole school and for `chosen` classes (every result when none is chosen). */
export const forClasses = <T extends { notice: SearchableNotice }>(hits: readonly T[], chosen: Audience): T[] =>
  hits.filter(({ notice }) => concerns(notice.audience, chosen));
