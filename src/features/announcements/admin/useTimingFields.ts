import { useState } from 'react';
import type { Announcement } from '../announcementsService';
import { istMoment, istParts, SCHEDULE_LEAD_MINUTES, type Timing } from './announcementTiming';

export type TimingKind = Timing['kind'];

/** The messages of the timing fields, by field (shown at the field, which takes focus). */
export interface TimingProblems {
  scheduleDate?: string | null;
  scheduleTime?: string | null;
  takeDown?: string | null;
}

const MINUTE_MS = 60_000;

/** How a stored announcement starts in the form: a draft, scheduled (still ahead), or published ('now': left as it is). */
function initialKind(initial: Announcement | undefined, now: Date): TimingKind {
  if (initial?.draft) return 'draft';
  if (initial?.datePosted && initial.datePosted > now) return 'scheduled';
  return 'now';
}

/**
 * The state of the timing fields: publish now, save as draft, or schedule (a date and a time, India Standard Time,
 * at least SCHEDULE_LEAD_MINUTES ahead), and an optional take-down date (from the start of that day, after it appears).
 */
export function useTimingFields(initial: Announcement | undefined) {
  const [now] = useState(() => new Date());
  const [kind, setKind] = useState<TimingKind>(() => initialKind(initial, now));
  const scheduled = initial && !initial.draft && initial.datePosted && initial.datePosted > now ? istParts(initial.datePosted) : null;
  const [date, setDate] = useState(scheduled?.date ?? '');
  const [time, setTime] = useState(scheduled?.time ?? '');
  const [takeDown, setTakeDown] = useState(initial?.takeDownAt ? istParts(initial.takeDownAt).date : '');

  /** What is wrong with the fields now, by field; all null when they can be saved. */
  function problems(at: Date = new Date()): TimingProblems {
    const moment = kind === 'scheduled' ? istMoment(date, time) : null;
    const schedule: TimingProblems =
      kind !== 'scheduled'
        ? {}
        : !date
          ? { scheduleDate: 'Choose the day it appears.' }
          : !time
            ? { scheduleTime: 'Choose the time it appears.' }
            : !moment
              ? { scheduleDate: 'Enter a day that exists, and a time as hours and minutes.' }
              : moment.getTime() < at.getTime() + SCHEDULE_LEAD_MINUTES * MINUTE_MS
                ? { scheduleTime: `Choose a time at least ${SCHEDULE_LEAD_MINUTES} minutes from now (India Standard Time).` }
                : {};
    const takeDownAt = takeDown ? istMoment(takeDown, '00:00') : null;
    const appears = moment ?? at;
    const takeDownProblem = !takeDown
      ? null
      : !takeDownAt
        ? 'Enter a day that exists.'
        : kind !== 'draft' && takeDownAt <= appears
          ? 'Choose a day after it appears: it moves to the archive from the start of that day.'
          : null;
    return { ...schedule, takeDown: takeDownProblem };
  }

  /** The timing and take-down time to save (call once `problems()` found none). */
  function value(): { timing: Timing; takeDownAt: Date | null } {
    const at = kind === 'scheduled' ? istMoment(date, time) : null;
    const timing: Timing = kind === 'scheduled' && at ? { kind, at } : kind === 'draft' ? { kind } : { kind: 'now' };
    return { timing, takeDownAt: takeDown ? istMoment(takeDown, '00:00') : null };
  }

  function clear() {
    setKind('now');
    setDate('');
    setTime('');
    setTakeDown('');
  }

  /**
   * When visitors will first see it, as the fields stand: now (or, for one already published, when it appeared), the
   * scheduled moment, or null for a draft or a schedule not yet complete.
   */
  function appears(at: Date = new Date()): Date | null {
    if (kind === 'draft') return null;
    if (kind === 'scheduled') return istMoment(date, time);
    return initial && !initial.draft && initial.datePosted && initial.datePosted <= now ? initial.datePosted : at;
  }

  /** Whether the form offers the choice of when: not for an announcement already published (it keeps its date). */
  const offersTiming = initialKind(initial, now) !== 'now' || initial === undefined;

  return { kind, setKind, date, setDate, time, setTime, takeDown, setTakeDown, problems, value, clear, appears, offersTiming };
}

export type TimingFieldsState = ReturnType<typeof useTimingFields>;
