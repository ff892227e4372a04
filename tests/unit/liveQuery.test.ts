import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveQuery } from '@/lib/liveQuery';
import { READ_TIMEOUT_MS, ReadTimeoutError, createQueryClient } from '@/lib/queries';

/** A stand-in for onSnapshot: records each subscription so a test can deliver values or errors to it. */
function fakeSource<T>() {
  const subscriptions: { onData: (data: T) => void; onError: (error: Error) => void; stopped: boolean }[] = [];
  return {
    subscriptions,
    subscribe: (onData: (data: T) => void, onError: (error: Error) => void) => {
      const subscription = { onData, onError, stopped: false };
      subscriptions.push(subscription);
      return () => {
        subscription.stopped = true;
      };
    },
    latest() {
      const subscription = subscriptions.at(-1);
      if (!subscription) throw new Error('Nothing has subscribed.');
      return subscription;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

function watch<T>(source: ReturnType<typeof fakeSource<T>>, client = createQueryClient()) {
  const observer = new QueryObserver(client, liveQuery(['staff', 'faculty'], source.subscribe));
  const stop = observer.subscribe(() => {});
  return { client, observer, stop, result: () => observer.getCurrentResult() };
}

describe('a live query', () => {
  it('is loading until the first delivery, then follows every later one', async () => {
    const source = fakeSource<string[]>();
    const live = watch(source);
    await vi.waitFor(() => expect(source.subscriptions).toHaveLength(1));
    expect(live.result().status).toBe('pending');

    source.latest().onData(['Science']);
    await vi.waitFor(() => expect(live.result().data).toEqual(['Science']));
    source.latest().onData(['Science', 'Arts']);
    await vi.waitFor(() => expect(live.result().data).toEqual(['Science', 'Arts']));
    expect(source.subscriptions).toHaveLength(1);
    live.stop();
  });

  it('fails, rather than showing an empty list, when the subscription fails before delivering', async () => {
    vi.useFakeTimers();
    const source = fakeSource<string[]>();
    const live = watch(source);
    await vi.advanceTimersByTimeAsync(0);
    expect(source.subscriptions).toHaveLength(1);
    source.latest().onError(new Error('permission-denied'));
    // The site's one quick second try, a second later.
    await vi.advanceTimersByTimeAsync(999);
    expect(source.subscriptions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(source.subscriptions).toHaveLength(2);
    source.latest().onError(new Error('permission-denied'));
    await vi.waitFor(() => expect(live.result().status).toBe('error'));
    expect(live.result().error?.message).toBe('permission-denied');
    expect(source.subscriptions.every((subscription) => subscription.stopped)).toBe(true);

    // Retry subscribes again.
    void live.observer.refetch();
    await vi.waitFor(() => expect(source.subscriptions).toHaveLength(3));
    source.latest().onData([]);
    await vi.waitFor(() => expect(live.result().data).toEqual([]));
    live.stop();
  });

  it('fails after 15 seconds without a first delivery', async () => {
    vi.useFakeTimers();
    const source = fakeSource<string[]>();
    const live = watch(source);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(live.result().error).toBeInstanceOf(ReadTimeoutError);
    expect(source.latest().stopped).toBe(true);
    live.stop();
  });

  it('keeps its data and subscribes again when a running subscription fails', async () => {
    const source = fakeSource<string[]>();
    const live = watch(source);
    await vi.waitFor(() => expect(source.subscriptions).toHaveLength(1));
    source.latest().onData(['Science']);
    await vi.waitFor(() => expect(live.result().data).toEqual(['Science']));

    source.latest().onError(new Error('stream broken'));
    await vi.waitFor(() => expect(source.subscriptions).toHaveLength(2));
    expect(source.subscriptions[0]?.stopped).toBe(true);
    expect(live.result().data).toEqual(['Science']);
    source.latest().onData(['Science', 'Arts']);
    await vi.waitFor(() => expect(live.result().data).toEqual(['Science', 'Arts']));
    live.stop();
  });

  it('stops listening when nothing shows it, and a later visit shows the cache at once while it listens again', async () => {
    const source = fakeSource<string[]>();
    const first = watch(source);
    await vi.waitFor(() => expect(source.subscriptions).toHaveLength(1));
    source.latest().onData(['Science']);
    await vi.waitFor(() => expect(first.result().data).toEqual(['Science']));

    first.stop();
    expect(source.latest().stopped).toBe(true);

    const second = watch(source, first.client);
    expect(second.result().data).toEqual(['Science']);
    await vi.waitFor(() => expect(source.subscriptions).toHaveLength(2));
    source.latest().onData(['Arts']);
    await vi.waitFor(() => expect(second.result().data).toEqual(['Arts']));
    second.stop();
  });
});
