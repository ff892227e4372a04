import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listEventsPage } from '@/features/events/eventsService';
import { startEarlyReads } from '@/lib/earlyRequests';
import { FirestoreReadError, LIST_PAGE_SIZE, getDocument, listDocuments, runQuery } from '@/lib/firestoreRest';
import { clearFirestore, closeEmulatorClients, putRaw, type RawDocument } from './emulator';

/** The events page's first read. */
const firstEvents = () => listEventsPage(null, 12);

beforeEach(clearFirestore);
afterEach(() => vi.restoreAllMocks());
afterAll(closeEmulatorClients);

/** Counts the requests the app sends to the database (they still go to the emulator). */
function countReads() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((...args: Parameters<typeof fetch>) => realFetch(...args));
}

async function refusal(promise: Promise<unknown>): Promise<FirestoreReadError> {
  const error: unknown = await promise.then(() => null, (reason: unknown) => reason);
  if (error instanceof FirestoreReadError) return error;
  throw new Error(`Expected a FirestoreReadError, got ${String(error)}`);
}

describe('reading over REST', () => {
  it('gives every stored kind of value as the SDK did', async () => {
    // Stored through the test helper's own encoder (integers as integerValue, timestamps, nested lists and maps).
    const stored: RawDocument = {
      title: 'Sports Day',
      count: 7,
      priority: 1.5,
      archived: false,
      none: null,
      postedAt: new Date('2026-03-01T09:30:00.000Z'),
      imageURLs: ['/demo/a.webp', 3, { nested: ['x'] }],
      empty: [],
      member: { name: 'Arjun', marks: [90, 85.5] },
    };
    await putRaw('events_gallery/e1', stored);

    expect(await getDocument('events_gallery/e1')).toEqual({ id: 'e1', data: stored });
  });

  it('gives NaN and the infinities as numbers', async () => {
    const response = await fetch('http://127.0.0.1:8080/v1/projects/demo-school-site/databases/(default)/documents/events_gallery?documentId=odd', {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { a: { doubleValue: 'NaN' }, b: { doubleValue: 'Infinity' }, c: { doubleValue: '-Infinity' } } }),
    });
    expect(response.ok).toBe(true);

    expect((await getDocument('events_gallery/odd'))?.data).toEqual({ a: Number.NaN, b: Number.POSITIVE_INFINITY, c: Number.NEGATIVE_INFINITY });
  });

  it('gives null for a document that does not exist', async () => {
    expect(await getDocument('year_planner/planner')).toBeNull();
  });

  it('a 404 that is not about the document (a database that does not exist) is a failed read, not a missing page', async () => {
    const message = 'The database (default) does not exist for project demo-school-site';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ error: { code: 404, message, status: 'NOT_FOUND' } }, { status: 404 }));

    const error = await refusal(getDocument('year_planner/planner'));

    expect(error).toMatchObject({ status: 404, detail: message });
  });

  it('reads a collection larger than one page whole, in id order', async () => {
    const ids = Array.from({ length: LIST_PAGE_SIZE + 2 }, (_, index) => `e${String(index).padStart(4, '0')}`);
    await Promise.all(ids.map((id) => putRaw(`events_gallery/${id}`, { title: id })));

    const documents = await listDocuments('events_gallery');

    expect(documents.map(({ id }) => id)).toEqual(ids);
  });

  it('runs a query with its filter, order and limit on the server', async () => {
    await putRaw('achievements/a', { priority: 3 });
    await putRaw('achievements/b', { priority: 1 });
    await putRaw('achievements/c', { priority: '2' });
    await putRaw('achievements/d', { priority: 2 });

    const first = await runQuery('achievements', {
      where: { field: 'priority', op: 'GREATER_THAN_OR_EQUAL', value: Number.NEGATIVE_INFINITY },
      orderBy: { field: 'priority', direction: 'ASCENDING' },
      limit: 2,
    });

    expect(first.map(({ id }) => id)).toEqual(['b', 'd']);
  });

  it('reports a read the rules refuse with its status and the server message', async () => {
    // No rule matches `staff_only_notes`.
    const error = await refusal(listDocuments('staff_only_notes'));

    expect(error.status).toBe(403);
    expect(error.message).toMatch(/^Firestore answered 403: .+/);
  });

  it('reports an unreachable database as a failed read', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(getDocument('council_info/main')).rejects.toThrow('Failed to fetch');
  });
});

describe('early reads', () => {
  it('a read the entry started is answered once, to the page that asks for it next', async () => {
    await putRaw('events_gallery/e1', { title: 'Sports Day', priority: 1, imageURLs: [] });
    const reads = countReads();

    startEarlyReads([() => firstEvents()]);
    expect(reads).toHaveBeenCalledTimes(1);
    const [pageRead] = await Promise.all([firstEvents()]);

    expect(reads).toHaveBeenCalledTimes(1);
    expect(pageRead.items.map(({ title }) => title)).toEqual(['Sports Day']);
    // A later read (Retry, a refetch) asks the server again.
    await firstEvents();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sends the first early read at once and each other in a task of its own, all answered once', async () => {
    await putRaw('events_gallery/e1', { title: 'Sports Day', priority: 1, imageURLs: [] });
    const reads = countReads();

    startEarlyReads([() => firstEvents(), () => getDocument('events_gallery/e1'), () => getDocument('events_gallery/e2')]);
    expect(reads).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveBeenCalledTimes(3);

    const [events, first, second] = await Promise.all([firstEvents(), getDocument('events_gallery/e1'), getDocument('events_gallery/e2')]);
    expect(reads).toHaveBeenCalledTimes(3);
    expect([events.items.length, first?.id, second]).toEqual([1, 'e1', null]);
  });

  it('a failed early read fails the page read that takes it, and is not reported as unhandled', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);

    startEarlyReads([() => listDocuments('events_gallery')]);
    await expect(listDocuments('events_gallery')).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setImmediate(resolve));

    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
