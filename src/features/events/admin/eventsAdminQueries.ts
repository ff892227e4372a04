import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { itemWrites } from '@/lib/writes';
import { eventsKey } from '../eventsReads';
import { addEvent, deleteEvent, listEventsForAdmin, updateEvent } from './eventsAdminService';

/** Every event, those visitors cannot see last: the admin list. */
export const allEventsQuery = readQuery([...eventsKey, 'all'], listEventsForAdmin);
export const useAllEvents = () => useQuery(allEventsQuery);

/** The admin page's writes, for `useMutation`; each makes every events query read again. */
export const eventMutations = itemWrites([eventsKey], { add: addEvent, update: updateEvent, remove: deleteEvent });
