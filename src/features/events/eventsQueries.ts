import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { listEvents } from './eventsService';

/** Every events query starts with this key; a write to the events invalidates them all. */
export const eventsKey = ['events'] as const;

/** The events visitors see: numeric priority only, ascending. */
export const eventsQuery = readQuery([...eventsKey, 'visible'], listEvents);

export const useEvents = () => useQuery(eventsQuery);
