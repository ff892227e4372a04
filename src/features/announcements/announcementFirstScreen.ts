import { audienceLabel } from '@/lib/audience';
import { longDate } from '@/lib/dateText';
import { earlyNode, type EarlyNode } from '@/lib/firstScreen';
import { paragraphsOf } from '@/lib/paragraphs';
import { isUrgentFor, type NoticePage, type Announcement } from './announcementsService';

/** How many notices the entry shows before React: more than a phone's or a laptop's first screen holds. */
const FIRST_SCREEN_NOTICES = 2;

/**
 * A notice as AnnouncementCard lays it out on the announcements and archive pages (the stacked list, every paragraph
 * shown), for the entry to show before React: the same elements and classes, with a frame for each photo and the
 * names of its PDFs, so that the card React renders in its place has the same size. Links are text here (an `a`
 * without an address: its styles, and no tab stop).
 */
function earlyCard(announcement: Announcement): EarlyNode {
  const { title, content, datePosted, audience, imageUrls, attachments, archived } = announcement;
  const [first, ...rest] = paragraphsOf(content);
  return earlyNode('article', `card card--topped announcement-card${archived ? ' announcement-card--archived' : ''}`, [
    earlyNode('header', 'announcement-card__header', [
      !!datePosted &&
        earlyNode('p', 'caps announcement-card__date', [
          earlyNode('span', '', longDate(datePosted, 'device')),
          isUrgentFor(announcement) && earlyNode('span', 'announcement-card__mark announcement-card__mark--urgent', 'Urgent'),
        ]),
      audience.length > 0 && earlyNode('p', 'pill announcement-card__audience', `For ${audienceLabel(audience)}`),
      earlyNode('h2', 'announcement-card__title', [earlyNode('a', '', title || 'Announcement')]),
    ]),
    imageUrls.length > 0 && {
      ...earlyNode('ul', 'announcement-images', imageUrls.map(() => earlyNode('li', 'announcement-images__item', [earlyNode('span', 'announcement-images__open', [earlyNode('span', 'announcement-images__thumbnail')])]))),
      data: { count: String(Math.min(imageUrls.length, 3)) },
    },
    earlyNode('div', 'announcement-card__content', [
      !!first && earlyNode('p', '', first),
      rest.length > 0 && earlyNode('div', '', rest.map((paragraph) => earlyNode('p', '', paragraph))),
    ]),
    attachments.length > 0 &&
      earlyNode('ul', 'bare-list announcement-attachments', attachments.map(({ name }) => earlyNode('li', '', [earlyNode('span', 'box file-link announcement-attachments__link', name)]))),
  ]);
}

/** The first notices of a list page, as its stacked list shows them. */
function earlyList(announcements: Announcement[]): EarlyNode[] {
  const shown = announcements.slice(0, FIRST_SCREEN_NOTICES);
  return shown.length > 0 ? [earlyNode('div', 'announcement-list announcement-list--stacked', shown.map(earlyCard))] : [];
}

/** The announcements page's and the archive's first screen, from their first read (of the device's classes). */
export const noticesFirstScreen = (notices: NoticePage): EarlyNode[] => earlyList(notices.announcements);
