import type { Audience } from '@/lib/audience';
import { publicRead } from '@/lib/publicRead';
import { listKeyDates, listUpcomingKeyDates } from './keyDatesService';

/** What visitors' pages read of the key dates (src/lib/publicRead.ts). */
export const keyDatesKey = ['key-dates'] as const;

/** The year planner's dates, as of `today` (an ISO date: the school year it falls in, and later). */
export const keyDatesRead = (today: string) => publicRead([...keyDatesKey, 'year', today], () => listKeyDates(today));

/** The next `max` dates not yet over on `today`, of the whole school and of `classes` (none: every date): the home page's. */
export const upcomingKeyDatesRead = (today: string, max: number, classes: Audience) =>
  publicRead([...keyDatesKey, 'upcoming', today, max, ...classes], () => listUpcomingKeyDates(today, max, classes));
