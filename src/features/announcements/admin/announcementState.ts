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
