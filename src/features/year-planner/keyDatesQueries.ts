import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { listKeyDates, listUpcomingKeyDates } from './keyDatesService';

export const keyDatesKey = ['key-dates'] as const;

/** The year planner's dates, as of `today` (an ISO date: the school year it falls in, and later). */
export const keyDatesQuery = (today: string) => publicQuery([...keyDatesKey, 'year', today], () => listKeyDates(today));

/** The next `max` dates not yet over on `today`: the home page's. */
export const upcomingKeyDatesQuery = (today: string, max: number) =>
  publicQuery([...keyDatesKey, 'upcoming', today, max], () => listUpcomingKeyDates(today, max));

export const useKeyDates = (today: string) => useQuery(keyDatesQuery(today));
export const useUpcomingKeyDates = (today: string, max: number) => useQuery(upcomingKeyDatesQuery(today, max));
