import { audienceLabel } from '@/lib/audience';
import { isArchivedFor, type Announcement } from '../announcementsService';
import { istLabel } from './announcementTiming';

/** Where an announcement stands for visitors: the admin list's filter and each item's state line. */
export type AnnouncementState = 'published' | 'scheduled' | 'draft' | 'archived';

export function stateOf(announcement: Announcement, now: Date = new Date()): AnnouncementState {
  if (announcement.draft) return 'draft';
  if (isArchivedFor(announcement, now)) return 'archived';
  if (announcement.datePosted && announcement.datePosted > now) return 'scheduled';
  return 'published';
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "Draft", "Scheduled for Tue 1 Dec, 07:00", "Published 18 Nov 2026", "Archived"; with its take-down time when set. */
export function stateLine(announcement: Announcement, now: Date = new Date()): string {
  const state = stateOf(announcement, now);
  const takeDown = announcement.takeDownAt && state !== 'archived' ? ` · Moves to the archive on ${istLabel(announcement.takeDownAt)}` : '';
  if (state === 'draft') return `Draft: visitors do not see it${takeDown}`;
  if (state === 'scheduled') return `Scheduled for ${announcement.datePosted ? istLabel(announcement.datePosted) : ''}${takeDown}`;
  if (state === 'archived') return announcement.archived ? 'Archived' : `Archived on ${announcement.takeDownAt ? istLabel(announcement.takeDownAt) : ''} (its take-down date)`;
  return `Published ${announcement.datePosted ? dateFormat.format(announcement.datePosted) : ''}${takeDown}`;
}

/** The admin list's mark of a notice urgent now: "Urgent until Sat 28 Nov, 20:00"; null for any other. */
export const urgentMark = ({ urgentUntil }: Announcement, now: Date = new Date()): string | null =>
  urgentUntil && urgentUntil > now ? `Urgent until ${istLabel(urgentUntil)}` : null;

/** What else the admin list says of a notice: "Was urgent until …" once that is over, and the classes it is for ("For Class X"). */
export function detailLines({ urgentUntil, audience }: Announcement, now: Date = new Date()): string[] {
  return [...(urgentUntil && urgentUntil <= now ? [`Was urgent until ${istLabel(urgentUntil)}`] : []), ...(audience.length > 0 ? [`For ${audienceLabel(audience)}`] : [])];
}
