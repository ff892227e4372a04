/**
 * The service worker's picture cache (src/serviceWorker/pictureCache.ts): cache first, within a bound of count and
 * bytes, oldest out first; a picture of another site asked for with CORS so that its size is known, and not kept
 * when it can only be had opaque. Run here over an in-memory Cache Storage and a scripted network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureHandler } from '@/serviceWorker/pictureCache';

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo) {
    return this.entries.get(typeof request === 'string' ? request : request.url)?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

const SITE = 'https://school.example';
/** A picture's request as an <img> of the page makes it: no CORS. */
const picture = (name: string) => new Request(`https://res.cloudinary.com/demo/image/upload/${name}.jpg`, { mode: 'no-cors' });
const keptNames = () => [...cache.entries.keys()].map((url) => url.slice(url.lastIndexOf('/') + 1));
let cache: MemoryCache;
let network: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  cache = new MemoryCache();
  network = vi.fn(async (request: Request) => new Response(new Uint8Array(new URL(request.url).pathname.includes('big') ? 600 : 100), { status: 200 }));
  vi.stubGlobal('caches', { open: async () => cache });
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('self', { location: new URL(SITE) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the picture cache', () => {
  it('answers a picture seen before from the cache, without the network', async () => {
    const handle = pictureHandler({ maxEntries: 10, maxBytes: 10_000 });
    await handle({ request: picture('a') });
    const again = await handle({ request: picture('a') });
    expect(again.status).toBe(200);
    expect(network).toHaveBeenCalledTimes(1);
    expect((network.mock.calls[0]?.[0] as Request).mode).toBe('cors');
  });

  it('keeps at most maxEntries pictures, the oldest going first', async () => {
    const handle = pictureHandler({ maxEntries: 3, maxBytes: 10_000 });
    for (const name of ['a', 'b', 'c', 'd']) await handle({ request: picture(name) });
    expect(keptNames()).toEqual(['b.jpg', 'c.jpg', 'd.jpg']);
  });

  it('keeps at most maxBytes, the oldest going first, and never a picture bigger than the bound', async () => {
    const handle = pictureHandler({ maxEntries: 10, maxBytes: 700 });
    for (const name of ['a', 'b', 'big1']) await handle({ request: picture(name) });
    // 100 + 100 + 600 bytes: the oldest goes, and 700 is within the bound.
    expect(keptNames()).toEqual(['b.jpg', 'big1.jpg']);
    const tooBig = pictureHandler({ maxEntries: 10, maxBytes: 500 });
    cache.entries.clear();
    const answer = await tooBig({ request: picture('big2') });
    expect(answer.status).toBe(200);
    expect(cache.entries.size).toBe(0);
  });

  it('shows a picture whose host refuses CORS, fetched as the page asked, and does not keep it', async () => {
    network.mockImplementation(async (request: Request) => {
      if (request.mode === 'cors') throw new TypeError('Failed to fetch');
      return Response.error();
    });
    const handle = pictureHandler({ maxEntries: 10, maxBytes: 10_000 });
    const answer = await handle({ request: picture('a') });
    expect(answer.type).toBe('error');
    expect(network).toHaveBeenCalledTimes(2);
    expect(cache.entries.size).toBe(0);
  });

  it('keeps no failed answer', async () => {
    network.mockImplementation(async () => new Response('gone', { status: 404 }));
    const handle = pictureHandler({ maxEntries: 10, maxBytes: 10_000 });
    expect((await handle({ request: picture('a') })).status).toBe(404);
    expect(cache.entries.size).toBe(0);
  });
});
