import type { Announcement } from '../announcementsService';

/**
 * When visitors see an announcement: now, never (a draft), or from a chosen date and time in the school's time zone
 * (India Standard Time, whatever the device's own zone), and the optional time it moves to the archive.
 */
export type Timing = { kind: 'now' } | { kind: 'draft' } | { kind: 'scheduled'; at: Date };

/** How a draft is dated, so that the rules keep it from visitors: 31 December 9999, 00:00 UTC. */
export const DRAFT_DATE = new Date(Date.UTC(9999, 11, 31));

/** A schedule must be at least this far ahead when it is saved. */
export const SCHEDULE_LEAD_MINUTES = 5;

const IST = 'Asia/Kolkata';

/** The moment of a date (`2026-12-01`) and a time (`07:00`) in India Standard Time, or null if either is not one. */
export function istMoment(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const moment = new Date(`${date}T${time}:00+05:30`);
  return Number.isNaN(moment.getTime()) || istParts(moment).date !== date ? null : moment;
}

const partsFormat = new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The date (`2026-12-01`) and time (`07:00`) of a moment in India Standard Time, as the form's fields hold them. */
export function istParts(moment: Date): { date: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) => partsFormat.formatToParts(moment).find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

const labelFormat = new Intl.DateTimeFormat('en-GB', { timeZone: IST, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Mon 1 Dec, 07:00" (India Standard Time). */
export function istLabel(moment: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => labelFormat.formatToParts(moment).find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/**
 * How long the database keeps a document's earlier versions, which anyone may ask for as they were (the REST API's
 * `readTime`): an hour, as long as point-in-time recovery stays off (docs/data-model.md#announcements).
 */
const EARLIER_VERSIONS_KEPT_MS = 60 * 60 * 1000;

/**
 * What changing, withdrawing or deleting a scheduled notice at `at` leaves readable: when it is due within the hour,
 * its version as it stands can be read, by anyone who asks for it as it was, from its time until an hour after the
 * change; null otherwise (a draft, a published notice, one due later). No rule can refuse that read: the rules judge
 * the earlier version by its own date, and that date will have come.
 */
export function stillReadableAfterChange(announcement: Pick<Announcement, 'draft' | 'datePosted'>, at: Date = new Date()): string | null {
  const due = announcement.datePosted;
  if (announcement.draft || !due || due <= at) return null;
  const until = new Date(at.getTime() + EARLIER_VERSIONS_KEPT_MS);
  if (due >= until) return null;
  return `This notice is due to appear on ${istLabel(due)}, within the hour. The database keeps each earlier version of a notice for an hour, and anyone who knows its address can ask for such a version once its time has come. If you change, withdraw or delete it now, what it says now stays readable that way from ${istLabel(due)} until ${istLabel(until)}.`;
}
