import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { eventsRead, firstEventsRead } from './eventsReads';

export const eventsQuery = publicQuery(eventsRead);

export const useEvents = () => useQuery(eventsQuery);

export const firstEventsQuery = (max: number) => publicQuery(firstEventsRead(max));
