import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { keyDatesRead, upcomingKeyDatesRead } from './keyDatesReads';

export const keyDatesQuery = (today: string) => publicQuery(keyDatesRead(today));
export const upcomingKeyDatesQuery = (today: string, max: number) => publicQuery(upcomingKeyDatesRead(today, max));

export const useKeyDates = (today: string) => useQuery(keyDatesQuery(today));
export const useUpcomingKeyDates = (today: string, max: number) => useQuery(upcomingKeyDatesQuery(today, max));
