import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listEventsPage, listFirstEvents } from '@/features/events/eventsService';
import { eventOrder, eventWriter } from '@/features/events/admin/eventsAdmin';
import { listEventsForAdmin } from '@/features/events/eventsService';
import { clearFirestore, closeEmulatorClients, getLogged, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument } from './emulator';

/** Every event visitors see, as /OurEvents shows them page after page. */
async function visibleEvents() {
  const events = [];
  for (let page = await listEventsPage(null, 5); ; page = await listEventsPage(page.next, 5)) {
    events.push(...page.items);
    if (!page.next) return events;
  }
}

const { add: addEvent, update: updateEvent, remove: deleteEvent } = eventWriter;

const createdAt = new Date('2026-01-10T10:00:00Z');

function event(title: string, priority: RawDocument[string] | undefined): RawDocument {
  const data: RawDocument = { title, imageURLs: [`https://res.cloudinary.com/demo/image/upload/${title}.jpg`], createdAt, archived: false };
  if (priority !== undefined) data.priority = priority;
  return data;
}

async function storeMixedPriorities(): Promise<void> {
  await putRaw('events_gallery/e-annual-day', event('annual-day', 2));
  await putRaw('events_gallery/e-sports-day', event('sports-day', 1));
  await putRaw('events_gallery/e-text-priority', event('text-priority', '2'));
  await putRaw('events_gallery/e-no-priority', event('no-priority', undefined));
  await putRaw('events_gallery/e-science-fair', event('science-fair', 1.5));
}

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('events gallery', () => {
  it('shows visitors only events with a numeric priority, lowest first', async () => {
    await storeMixedPriorities();

    const events = await visibleEvents();

    expect(events.map((item) => [item.id, item.priority])).toEqual([
      ['e-sports-day', 1], ['e-science-fair', 1.5], ['e-annual-day', 2],
    ]);
    expect(events[0]).toEqual({
      id: 'e-sports-day', title: 'sports-day', imageUrls: ['https://res.cloudinary.com/demo/image/upload/sports-day.jpg'], priority: 1, archived: false, updatedAt: null,
    });
  });

  it("reads for the home page's preview only the first events visitors see, by the same rule", async () => {
    await storeMixedPriorities();

    // The text and the missing priority are kept out by the query itself: two documents come back, not three of five.
    expect((await listFirstEvents(2)).map((item) => item.id)).toEqual(['e-sports-day', 'e-science-fair']);
    expect((await listFirstEvents(6)).map((item) => item.id)).toEqual((await visibleEvents()).map((item) => item.id));
  });

  it('shows the admin every event, those without a numeric priority last so they can be fixed', async () => {
    await storeMixedPriorities();

    const events = await listEventsForAdmin();

    expect(events.map((item) => [item.id, item.priority])).toEqual([
      ['e-sports-day', 1], ['e-science-fair', 1.5], ['e-annual-day', 2], ['e-no-priority', null], ['e-text-priority', null],
    ]);
  });

  it('adds an event, unarchived and stamped, under the stored field names, at priority 1 in an empty list', async () => {
    const id = await addEvent({ title: '  Annual day  ', imageUrls: ['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg'] });

    const stored = await getRaw(`events_gallery/${id}`);
    expect(stored).toMatchObject({ title: 'Annual day', priority: 1, imageURLs: ['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg'], archived: false });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await visibleEvents()).toEqual([
      { id, title: 'Annual day', imageUrls: ['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg'], priority: 1, archived: false, updatedAt: null },
    ]);
  });

  it('puts a new event first, and an edit keeps its place', async () => {
    await storeMixedPriorities();
    const added = await addEvent({ title: 'Newest', imageUrls: ['https://res.cloudinary.com/demo/image/upload/1.jpg'] });
    // Below the lowest numeric priority (1), whatever is stored beside it as text or not at all.
    expect((await visibleEvents()).map((item) => [item.id, item.priority])).toEqual([
      [added, 0], ['e-sports-day', 1], ['e-science-fair', 1.5], ['e-annual-day', 2],
    ]);

    await updateEvent(added, { title: ' Newest, renamed ', imageUrls: ['https://res.cloudinary.com/demo/image/upload/2b.jpg'] }, await openedIn(listEventsForAdmin(), added));

    const [first] = await visibleEvents();
    expect(first).toMatchObject({ id: added, title: 'Newest, renamed', priority: 0, imageUrls: ['https://res.cloudinary.com/demo/image/upload/2b.jpg'] });
  });

  it('deletes an event', async () => {
    const gone = await addEvent({ title: 'Gone', imageUrls: ['https://res.cloudinary.com/demo/image/upload/g.jpg'] });
    const kept = await addEvent({ title: 'Kept', imageUrls: ['https://res.cloudinary.com/demo/image/upload/k.jpg'] });

    await deleteEvent({ id: gone, title: 'A deleted item' });

    expect(await getRaw(`events_gallery/${gone}`)).toBeUndefined();
    expect((await listEventsForAdmin()).map((item) => item.id)).toEqual([kept]);
  });
});

describe('moving an event', () => {
  /** The admin list as Move up and Move down see it. */
  const shown = async () => (await listEventsForAdmin()).map(({ id, title, priority }) => ({ id, title, place: priority }));

  it('swaps places with its neighbour, each logged as moved, leaving the others alone; visitors see the new order', async () => {
    await putRaw('events_gallery/a', event('A', 1));
    await putRaw('events_gallery/b', event('B', 2));
    await putRaw('events_gallery/c', event('C', 4));
    await putRaw('events_gallery/d', event('D', 4));
    await putRaw('events_gallery/hidden', event('Hidden', undefined));

    await eventOrder.move({ id: 'c', direction: 'up', shown: await shown() });

    expect((await visibleEvents()).map((item) => [item.id, item.priority])).toEqual([['a', 1], ['c', 2], ['b', 4], ['d', 4]]);
    expect(await getLogged('events_gallery/c', 'reorder')).toMatchObject({ priority: 2 });
    expect(await getLogged('events_gallery/b', 'reorder')).toMatchObject({ priority: 4 });
    for (const untouched of ['a', 'd', 'hidden']) expect(await getRaw(`events_gallery/${untouched}`)).not.toHaveProperty('lastActivity');
  });

  it('numbers the list 1, 2, 3 … where priorities tie; one without a priority gains one only when it is moved', async () => {
    await putRaw('events_gallery/a', event('A', 2));
    await putRaw('events_gallery/b', event('B', 2));
    await putRaw('events_gallery/hidden', event('Hidden', undefined));
    await putRaw('events_gallery/text', event('Text', '3'));

    await eventOrder.move({ id: 'b', direction: 'up', shown: await shown() });
    expect((await listEventsForAdmin()).map((item) => [item.id, item.priority])).toEqual([['b', 1], ['a', 2], ['hidden', null], ['text', null]]);

    // Moving a hidden event up gives it a place, so visitors see it; the one after it stays hidden.
    await eventOrder.move({ id: 'hidden', direction: 'up', shown: await shown() });
    expect((await visibleEvents()).map((item) => [item.id, item.priority])).toEqual([['b', 1], ['hidden', 2], ['a', 3]]);
    expect((await getRaw('events_gallery/text'))?.priority).toBe('3');
  });
});

