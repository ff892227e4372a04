/**
 * Pictures a visitor has seen, kept so that a return visit or an offline one shows them: cache first, within a
 * bound of count and bytes (oldest out first), so that a phone's storage is not eaten. A picture of another site
 * (Cloudinary) is asked for with CORS, so that its size can be known: an opaque answer has none, and Chromium counts
 * each as megabytes of the site's quota. Where CORS fails, the picture is fetched as the page asked and not kept.
 */
const CACHE = 'pictures';
const SIZE_HEADER = 'x-picture-bytes';

export interface PictureBudget {
  maxEntries: number;
  maxBytes: number;
}

async function fetchReadable(request: Request): Promise<Response> {
  if (new URL(request.url).origin === self.location.origin) return fetch(request);
  try {
    return await fetch(new Request(request.url, { mode: 'cors', credentials: 'omit' }));
  } catch {
    return fetch(request);
  }
}

/** Drops the oldest pictures until the cache is within `budget`. */
async function trim(cache: Cache, budget: PictureBudget): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map(async (key) => Number((await cache.match(key))?.headers.get(SIZE_HEADER) ?? 0)));
  let bytes = sizes.reduce((sum, size) => sum + size, 0);
  for (const [index, key] of keys.entries()) {
    if (keys.length - index <= budget.maxEntries && bytes <= budget.maxBytes) break;
    await cache.delete(key);
    bytes -= sizes[index] ?? 0;
  }
}

/** Answers a picture's request from the cache, or from the network, keeping what it can within `budget`. */
export function pictureHandler(budget: PictureBudget) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request.url);
    if (kept) return kept;
    const response = await fetchReadable(request);
    if (response.ok && response.type !== 'opaque') {
      const body = await response.clone().blob();
      if (body.size <= budget.maxBytes) {
        const headers = new Headers(response.headers);
        headers.set(SIZE_HEADER, String(body.size));
        await cache.put(request.url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
        await trim(cache, budget);
      }
    }
    return response;
  };
}
