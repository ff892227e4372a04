import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { listEvents, listFirstEvents } from './eventsService';

/** Every events query starts with this key; a write to the events invalidates them all. */
export const eventsKey = ['events'] as const;

/** The events visitors see: numeric priority only, ascending. */
export const eventsQuery = publicQuery([...eventsKey, 'visible'], listEvents);

export const useEvents = () => useQuery(eventsQuery);

/** The first `max` of them, read alone: the home page's preview. */
export const firstEventsQuery = (max: number) => publicQuery([...eventsKey, 'first', max], () => listFirstEvents(max));
