import { publicRead } from '@/lib/publicRead';
import { listKeyDates, listUpcomingKeyDates } from './keyDatesService';

/** What visitors' pages read of the key dates (src/lib/publicRead.ts). */
export const keyDatesKey = ['key-dates'] as const;

/** The year planner's dates, as of `today` (an ISO date: the school year it falls in, and later). */
export const keyDatesRead = (today: string) => publicRead([...keyDatesKey, 'year', today], () => listKeyDates(today));

/** The next `max` dates not yet over on `today`: the home page's. */
export const upcomingKeyDatesRead = (today: string, max: number) =>
  publicRead([...keyDatesKey, 'upcoming', today, max], () => listUpcomingKeyDates(today, max));
