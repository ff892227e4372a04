import { publicRead } from '@/lib/publicRead';
import { EVENTS_PAGE, listEventsPage, listFirstEvents } from './eventsService';

/** What visitors' pages read of the events (src/lib/publicRead.ts). A write to the events invalidates every read of this key. */
export const eventsKey = ['events'] as const;

/** The first page of the events visitors see (numeric priority only, ascending): /OurEvents. */
export const eventsRead = publicRead([...eventsKey, 'visible'], () => listEventsPage(null, EVENTS_PAGE));

/** The first `max` of them, read alone: the home page's preview. */
export const firstEventsRead = (max: number) => publicRead([...eventsKey, 'first', max], () => listFirstEvents(max));
