import { useQuery } from '@tanstack/react-query';
import type { Audience } from '@/lib/audience';
import { publicQuery } from '@/lib/queries';
import { keyDatesRead, upcomingKeyDatesRead } from './keyDatesReads';

export const keyDatesQuery = (today: string) => publicQuery(keyDatesRead(today));
export const upcomingKeyDatesQuery = (today: string, max: number, classes: Audience) => publicQuery(upcomingKeyDatesRead(today, max, classes));

export const useKeyDates = (today: string) => useQuery(keyDatesQuery(today));
export const useUpcomingKeyDates = (today: string, max: number, classes: Audience) => useQuery(upcomingKeyDatesQuery(today, max, classes));
