import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listEventsPage, listFirstEvents } from '@/features/events/eventsService';
import { eventWriter } from '@/features/events/admin/eventsAdmin';
import { listEventsForAdmin } from '@/features/events/eventsService';
import { clearFirestore, closeEmulatorClients, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument } from './emulator';

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

  it('adds an event, unarchived and stamped, under the stored field names', async () => {
    const id = await addEvent({ title: '  Annual day  ', priority: 3, imageUrls: ['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg'] });

    const stored = await getRaw(`events_gallery/${id}`);
    expect(stored).toMatchObject({ title: 'Annual day', priority: 3, imageURLs: ['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg'], archived: false });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await visibleEvents()).toEqual([
      { id, title: 'Annual day', imageUrls: ['https://res.cloudinary.com/demo/image/upload/a.jpg', '/demo/b.jpg'], priority: 3, archived: false, updatedAt: null },
    ]);
  });

  it('saves an edit and moves the event in the order', async () => {
    const first = await addEvent({ title: 'First', priority: 1, imageUrls: ['https://res.cloudinary.com/demo/image/upload/1.jpg'] });
    const second = await addEvent({ title: 'Second', priority: 2, imageUrls: ['https://res.cloudinary.com/demo/image/upload/2.jpg'] });

    await updateEvent(second, { title: ' Second, moved up ', priority: 0, imageUrls: ['https://res.cloudinary.com/demo/image/upload/2b.jpg'] }, await openedIn(listEventsForAdmin(), second));

    const events = await visibleEvents();
    expect(events.map((item) => item.id)).toEqual([second, first]);
    expect(events[0]).toMatchObject({ title: 'Second, moved up', priority: 0, imageUrls: ['https://res.cloudinary.com/demo/image/upload/2b.jpg'] });
  });

  it('deletes an event', async () => {
    const gone = await addEvent({ title: 'Gone', priority: 1, imageUrls: ['https://res.cloudinary.com/demo/image/upload/g.jpg'] });
    const kept = await addEvent({ title: 'Kept', priority: 2, imageUrls: ['https://res.cloudinary.com/demo/image/upload/k.jpg'] });

    await deleteEvent({ id: gone, title: 'A deleted item' });

    expect(await getRaw(`events_gallery/${gone}`)).toBeUndefined();
    expect((await listEventsForAdmin()).map((item) => item.id)).toEqual([kept]);
  });
});
