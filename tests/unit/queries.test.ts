import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_TIMEOUT_MS, ReadTimeoutError, createQueryClient, readQuery, withReadTimeout } from '@/lib/queries';
import { WRITE_TIMEOUT_MS, WriteTimeoutError, writeOptions } from '@/lib/writes';

afterEach(() => {
  vi.useRealTimers();
});

describe('the read timeout', () => {
  it('fails a read that has not answered in 15 seconds', async () => {
    vi.useFakeTimers();
    const read = withReadTimeout(new Promise<string>(() => {}));
    const outcome = expect(read).rejects.toBeInstanceOf(ReadTimeoutError);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    let settled = false;
    void read.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(READ_TIMEOUT_MS).toBe(15_000);
  });

  it('passes on an answer or a failure that comes in time', async () => {
    await expect(withReadTimeout(Promise.resolve('read'))).resolves.toBe('read');
    await expect(withReadTimeout(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('gives a read that timed out no second try, but retries a failed one once', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const watch = <T,>(key: string, read: () => Promise<T>) => {
      const observer = new QueryObserver(client, readQuery([key], read));
      return { observer, stop: observer.subscribe(() => {}) };
    };

    const hanging = vi.fn(() => new Promise<string>(() => {}));
    const slow = watch('hanging', hanging);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS + 5_000);
    expect(slow.observer.getCurrentResult().error).toBeInstanceOf(ReadTimeoutError);
    expect(hanging).toHaveBeenCalledTimes(1);
    slow.stop();

    const flaky = vi.fn().mockRejectedValueOnce(new Error('dropped')).mockResolvedValue('second try');
    const dropped = watch('flaky', flaky);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(dropped.observer.getCurrentResult().data).toBe('second try');
    expect(flaky).toHaveBeenCalledTimes(2);
    dropped.stop();
  });
});

describe('a write', () => {
  it('reads the lists it changes again before it resolves, and leaves the others alone', async () => {
    const client = createQueryClient();
    let stored = ['first'];
    const readEvents = vi.fn(() => Promise.resolve([...stored]));
    const readLinks = vi.fn(() => Promise.resolve(['a link']));
    const events = new QueryObserver(client, readQuery(['events', 'visible'], readEvents));
    const unsubscribe = events.subscribe(() => {});
    await vi.waitFor(() => expect(events.getCurrentResult().data).toEqual(['first']));
    await client.fetchQuery(readQuery(['links'], readLinks));

    const addEvent = new MutationObserver(
      client,
      writeOptions(async (title: string) => {
        stored = [...stored, title];
      }, [['events']]),
    );
    await addEvent.mutate('second');

    // The list on screen shows the write as soon as the write resolves.
    expect(events.getCurrentResult().data).toEqual(['first', 'second']);
    expect(readEvents).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(['links'])?.isInvalidated).toBe(false);
    expect(readLinks).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('passes the service function only its variables', async () => {
    const client = createQueryClient();
    const write = vi.fn<(id: string, options?: unknown) => Promise<void>>(() => Promise.resolve());
    await new MutationObserver(client, writeOptions(write, [])).mutate('id-1');
    expect(write.mock.calls).toEqual([['id-1']]);
  });

  it('fails a write the server has not confirmed in 15 seconds, and invalidates nothing', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    await client.fetchQuery(readQuery(['links'], () => Promise.resolve(['stored'])));
    const hanging = new MutationObserver(client, writeOptions(() => new Promise<void>(() => {}), [['links']]));
    const outcome = expect(hanging.mutate(undefined)).rejects.toBeInstanceOf(WriteTimeoutError);
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1);
    expect(hanging.getCurrentResult().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(client.getQueryState(['links'])?.isInvalidated).toBe(false);
    expect(WRITE_TIMEOUT_MS).toBe(15_000);
  });
});

describe('a page seen before', () => {
  it('shows again from the cache without reading, for five minutes', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const read = vi.fn(() => Promise.resolve(['an event']));
    const query = readQuery(['events'], read);
    await client.fetchQuery(query);

    // A second visit a minute later: the cached list, no read.
    await vi.advanceTimersByTimeAsync(60_000);
    const again = new QueryObserver(client, query);
    expect(again.getCurrentResult().data).toEqual(['an event']);
    const unsubscribe = again.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();

    // Later than that: the cached list at once, and a read in the background.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const later = new QueryObserver(client, query);
    expect(later.getCurrentResult().data).toEqual(['an event']);
    const unsubscribeLater = later.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    unsubscribeLater();
  });
});
