/**
 * What the notice search reads: the notices published in the last two school years (this one and the one before),
 * then, for 'Search older notices', one more school year back at a time. Only the fields it finds notices by and its
 * results show: a notice's pictures and attachments are not read.
 */
import { runQueryInPages } from '@/lib/firestoreRest';
import { schoolYearBegan } from '@/lib/schoolYear';
import { ANNOUNCEMENTS, readPublished, toAnnouncement, type Announcement } from '../announcementsService';

/** A notice as the search holds it. */
export type SearchableNotice = Pick<Announcement, 'id' | 'title' | 'content' | 'datePosted' | 'archived' | 'takeDownAt' | 'audience'>;

const SEARCHED_FIELDS = ['title', 'content', 'datePosted', 'archived', 'takeDownAt', 'audience'] as const;

/** One step of the search's reads: the notices of some school years, and when the earliest of them began. */
export interface SearchedYears {
  /** Newest first. */
  notices: SearchableNotice[];
  /** When the earliest year read began: the next step reads the year before it. */
  from: Date;
}

export const searchableNotice = ({ id, title, content, datePosted, archived, takeDownAt, audience }: SearchableNotice): SearchableNotice => ({
  id,
  title,
  content,
  datePosted,
  archived,
  takeDownAt,
  audience,
});

/**
 * Step 0: the notices published from the start of the school year before this one until now (drafts and notices
 * scheduled for later are dated later: the rules refuse them to visitors). Step n: those of the school year n years
 * before that one.
 */
export async function listNoticesToSearch(step: number, now: Date = new Date()): Promise<SearchedYears> {
  const from = schoolYearBegan(step + 1, now);
  const since = { field: 'datePosted', op: 'GREATER_THAN_OR_EQUAL', value: from } as const;
  const read = (until: { op: 'LESS_THAN' | 'LESS_THAN_OR_EQUAL'; value: Date }) =>
    runQueryInPages(ANNOUNCEMENTS, {
      select: SEARCHED_FIELDS,
      where: [since, { field: 'datePosted', ...until }],
      orderBy: { field: 'datePosted', direction: 'DESCENDING' },
    });
  const documents =
    step === 0
      ? await readPublished((until) => read({ op: 'LESS_THAN_OR_EQUAL', value: until }))
      : await read({ op: 'LESS_THAN', value: schoolYearBegan(step, now) });
  return { notices: documents.map(({ id, data }) => searchableNotice(toAnnouncement(id, data))), from };
}
