import { useState } from 'react';
import type { Announcement } from '../announcementsService';
import { istLabel, istMoment, istParts } from './announcementTiming';

/** An urgent notice stays urgent at most this long after it appears (firestore.rules, isUrgentEnd). */
export const URGENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
/**
 * How much earlier than 7 days the form's limit is for a notice posted now: the server dates it when it receives it, by
 * its own clock, which may be behind this device's.
 */
const CLOCK_MARGIN_MS = 10 * 60_000;

/** The end of the day a notice appears, in India Standard Time: the end an urgent notice starts with. */
const endOfDay = (appears: Date) => ({ date: istParts(appears).date, time: '23:59' });

/** The messages of the urgent fields, by field (shown at the field, which takes focus). */
export interface UrgentProblems {
  urgentDate?: string | null;
  urgentTime?: string | null;
}

/**
 * The state of the Urgent box and its end (a day and a time, India Standard Time): by default the end of the day the
 * notice appears, at most URGENT_DAYS after it appears; a draft cannot be urgent (visitors do not see it).
 */
export function useUrgentFields(initial: Announcement | undefined) {
  const stored = initial?.urgentUntil ?? null;
  const [urgent, setUrgentBox] = useState(stored !== null);
  const [date, setDate] = useState(stored ? istParts(stored).date : '');
  const [time, setTime] = useState(stored ? istParts(stored).time : '');

  /** Ticks or unticks Urgent; ticked with no end yet, the end is the end of the day the notice appears. */
  function setUrgent(checked: boolean, appears: Date | null) {
    setUrgentBox(checked);
    if (checked && !date) {
      const end = endOfDay(appears ?? new Date());
      setDate(end.date);
      setTime(end.time);
    }
  }

  /** The end as the fields stand, or null when they hold none. */
  const end = (): Date | null => (urgent ? istMoment(date, time) : null);

  /** What is wrong with the fields, by field, for a notice that `appears` then (null: a draft, or a schedule not yet complete). */
  function problems(appears: Date | null, isDraft: boolean, postedNow: boolean, at: Date = new Date()): UrgentProblems {
    if (!urgent) return {};
    if (isDraft) return { urgentDate: 'A draft is not shown to visitors, so it cannot be urgent: publish or schedule it, or untick Urgent.' };
    if (!date) return { urgentDate: 'Choose the day it stops being urgent.' };
    if (!time) return { urgentTime: 'Choose the time it stops being urgent.' };
    const moment = end();
    if (!moment) return { urgentDate: 'Enter a day that exists, and a time as hours and minutes.' };
    // An end already stored is left as it was (it may be over: the notice is then no longer urgent).
    if (stored && moment.getTime() === stored.getTime()) return {};
    if (appears === null) return {};
    const latest = new Date(appears.getTime() + URGENT_DAYS * DAY_MS - (postedNow ? CLOCK_MARGIN_MS : 0));
    if (moment <= appears) return { urgentTime: `Choose an end after the notice appears (${istLabel(appears)}).` };
    if (moment > latest) return { urgentDate: `A notice can be urgent for at most ${URGENT_DAYS} days: choose an end by ${istLabel(latest)}.` };
    if (moment <= at) return { urgentTime: 'Choose an end that is still ahead.' };
    return {};
  }

  function clear() {
    setUrgentBox(false);
    setDate('');
    setTime('');
  }

  return { urgent, setUrgent, date, setDate, time, setTime, problems, end, clear };
}

export type UrgentFieldsState = ReturnType<typeof useUrgentFields>;
