import type { AudienceChoice } from '@/components/admin/inputSchema';
import type { Announcement } from '../announcementsService';
import { istLabel, istMoment, istParts, SCHEDULE_LEAD_MINUTES, type Timing } from './announcementTiming';

export type TimingKind = Timing['kind'];

/**
 * When visitors see a notice and until when it is urgent, as the form holds them: publish now, save as draft, or
 * schedule (a day and a time, India Standard Time); an optional take-down day; Urgent, with the day and time it stops.
 */
export interface WhenInput {
  when: TimingKind;
  scheduleDate: string;
  scheduleTime: string;
  takeDown: string;
  urgent: boolean;
  urgentDate: string;
  urgentTime: string;
}

/** What the announcement form holds: its text, for whom, and when. */
export type AnnouncementInput = WhenInput & { title: string; content: string; audience: AudienceChoice };

/** An urgent notice stays urgent at most this long after it appears (firestore.rules, isUrgentEnd). */
export const URGENT_DAYS = 7;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * How much earlier than 7 days the form's limit is for a notice posted now: the server dates it when it receives it, by
 * its own clock, which may be behind this device's.
 */
const CLOCK_MARGIN_MS = 10 * MINUTE_MS;

/** How a stored announcement starts in the form: a draft, scheduled (still ahead), or published ('now': left as it is). */
function initialKind(initial: Announcement | undefined, openedAt: Date): TimingKind {
  if (initial?.draft) return 'draft';
  if (initial?.datePosted && initial.datePosted > openedAt) return 'scheduled';
  return 'now';
}

/** Whether the form offers the choice of when: not for an announcement already published (it keeps its date). */
export const offersTiming = (initial: Announcement | undefined, openedAt: Date): boolean =>
  initial === undefined || initialKind(initial, openedAt) !== 'now';

/** The fields of a new announcement, or of `initial` as the form opened it at `openedAt`. */
export function whenInputOf(initial: Announcement | undefined, openedAt: Date): WhenInput {
  const kind = initialKind(initial, openedAt);
  const scheduled = kind === 'scheduled' && initial?.datePosted ? istParts(initial.datePosted) : null;
  const urgentUntil = initial?.urgentUntil ? istParts(initial.urgentUntil) : null;
  return {
    when: kind,
    scheduleDate: scheduled?.date ?? '',
    scheduleTime: scheduled?.time ?? '',
    takeDown: initial?.takeDownAt ? istParts(initial.takeDownAt).date : '',
    urgent: urgentUntil !== null,
    urgentDate: urgentUntil?.date ?? '',
    urgentTime: urgentUntil?.time ?? '',
  };
}

/** The end of the day a notice appears, in India Standard Time: the end an urgent notice starts with. */
export const endOfDay = (appears: Date) => ({ date: istParts(appears).date, time: '23:59' });

/**
 * When visitors will first see it, as the fields stand: now (or, for one already published, when it appeared), the
 * scheduled moment, or null for a draft or a schedule not yet complete.
 */
export function appearsAt(input: WhenInput, initial: Announcement | undefined, openedAt: Date, at: Date = new Date()): Date | null {
  if (input.when === 'draft') return null;
  if (input.when === 'scheduled') return istMoment(input.scheduleDate, input.scheduleTime);
  return initial && !initial.draft && initial.datePosted && initial.datePosted <= openedAt ? initial.datePosted : at;
}

type WhenProblems = Partial<Record<'scheduleDate' | 'scheduleTime' | 'takeDown' | 'urgentDate' | 'urgentTime', string>>;

/** The schedule's problem: a day and a time that exist, at least SCHEDULE_LEAD_MINUTES ahead. */
function scheduleProblem({ when, scheduleDate, scheduleTime }: WhenInput, at: Date): WhenProblems {
  if (when !== 'scheduled') return {};
  if (!scheduleDate) return { scheduleDate: 'Choose the day it appears.' };
  if (!scheduleTime) return { scheduleTime: 'Choose the time it appears.' };
  const moment = istMoment(scheduleDate, scheduleTime);
  if (!moment) return { scheduleDate: 'Enter a day that exists, and a time as hours and minutes.' };
  if (moment.getTime() < at.getTime() + SCHEDULE_LEAD_MINUTES * MINUTE_MS) {
    return { scheduleTime: `Choose a time at least ${SCHEDULE_LEAD_MINUTES} minutes from now (India Standard Time).` };
  }
  return {};
}

/**
 * The take-down day's problem: a day that exists, after the notice appears (its schedule, else now: it moves to the
 * archive from the start of that day).
 */
function takeDownProblem({ when, takeDown, scheduleDate, scheduleTime }: WhenInput, at: Date): WhenProblems {
  if (!takeDown) return {};
  const moment = istMoment(takeDown, '00:00');
  if (!moment) return { takeDown: 'Enter a day that exists.' };
  const appears = (when === 'scheduled' ? istMoment(scheduleDate, scheduleTime) : null) ?? at;
  if (when !== 'draft' && moment <= appears) return { takeDown: 'Choose a day after it appears: it moves to the archive from the start of that day.' };
  return {};
}

/**
 * The urgent end's problem: by default the end of the day the notice appears, at most URGENT_DAYS after it appears;
 * a draft cannot be urgent (visitors do not see it). An end already stored is left as it was (it may be over).
 */
function urgentProblem(input: WhenInput, stored: Date | null, appears: Date | null, postedNow: boolean, at: Date): WhenProblems {
  if (!input.urgent) return {};
  if (input.when === 'draft') return { urgentDate: 'A draft is not shown to visitors, so it cannot be urgent: publish or schedule it, or untick Urgent.' };
  if (!input.urgentDate) return { urgentDate: 'Choose the day it stops being urgent.' };
  if (!input.urgentTime) return { urgentTime: 'Choose the time it stops being urgent.' };
  const moment = istMoment(input.urgentDate, input.urgentTime);
  if (!moment) return { urgentDate: 'Enter a day that exists, and a time as hours and minutes.' };
  if ((stored && moment.getTime() === stored.getTime()) || appears === null) return {};
  const latest = new Date(appears.getTime() + URGENT_DAYS * DAY_MS - (postedNow ? CLOCK_MARGIN_MS : 0));
  if (moment <= appears) return { urgentTime: `Choose an end after the notice appears (${istLabel(appears)}).` };
  if (moment > latest) return { urgentDate: `A notice can be urgent for at most ${URGENT_DAYS} days: choose an end by ${istLabel(latest)}.` };
  if (moment <= at) return { urgentTime: 'Choose an end that is still ahead.' };
  return {};
}

/** What is wrong with the timing and urgency fields of `initial` (or a new notice) opened at `openedAt`, by field. */
export function whenProblems(input: WhenInput, initial: Announcement | undefined, openedAt: Date, at: Date = new Date()): WhenProblems {
  const appears = appearsAt(input, initial, openedAt, at);
  const postedNow = input.when === 'now' && offersTiming(initial, openedAt);
  return {
    ...scheduleProblem(input, at),
    ...takeDownProblem(input, at),
    ...urgentProblem(input, initial?.urgentUntil ?? null, appears, postedNow, at),
  };
}

/** The timing, take-down time and urgent end to save (once `whenProblems` found none). */
export function whenValue(input: WhenInput): { timing: Timing; takeDownAt: Date | null; urgentUntil: Date | null } {
  const at = input.when === 'scheduled' ? istMoment(input.scheduleDate, input.scheduleTime) : null;
  return {
    timing: at ? { kind: 'scheduled', at } : input.when === 'draft' ? { kind: 'draft' } : { kind: 'now' },
    takeDownAt: input.takeDown ? istMoment(input.takeDown, '00:00') : null,
    urgentUntil: input.urgent ? istMoment(input.urgentDate, input.urgentTime) : null,
  };
}
