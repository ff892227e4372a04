/**
 * The page's first reads, started by the entry script before React has loaded, and handed to the page's own reads
 * when they ask (src/lib/firestoreRest.ts sends every request through `sharedRequest`); and, for the build, the
 * addresses those reads would ask for, recorded instead of sent.
 */

/** What this module keeps for the page: the one piece of state it needs, named. */
const earlyReads = {
  /** Requests started early, by method, address and body: each is handed to the first read that asks. */
  waiting: new Map<string, Promise<unknown>>(),
  /** True while `startEarlyReads` starts a read: its request is then kept in `waiting`. */
  starting: false,
  /** While `firstRequestsOf` runs: the addresses of the GET requests asked for, instead of asking. */
  recording: null as string[] | null,
};

/**
 * The answer to the request `key` (method, address, body): the one started early if there is one, else `send()`'s.
 * `getAddress` is the request's address when it is a GET (recorded by `firstRequestsOf`), else null.
 */
export function sharedRequest(key: string, getAddress: string | null, send: () => Promise<unknown>): Promise<unknown> {
  const { waiting, recording } = earlyReads;
  if (recording) {
    if (getAddress !== null) recording.push(getAddress);
    return Promise.reject(new Error('Recorded, not sent.'));
  }
  const early = waiting.get(key);
  if (early) {
    waiting.delete(key);
    return early;
  }
  const answer = send();
  if (earlyReads.starting) waiting.set(key, answer);
  return answer;
}

/**
 * The addresses of the GET requests (a document, a collection) that `reads` would send first, without sending any:
 * the build writes them into a page's HTML as preloads (scripts/prerender.mjs), so that the browser asks for them
 * while the entry script is still on its way, and the entry's own request takes that answer.
 */
export async function firstRequestsOf(reads: () => Promise<unknown>[]): Promise<string[]> {
  const addresses: string[] = [];
  earlyReads.recording = addresses;
  try {
    await Promise.allSettled(reads());
  } finally {
    earlyReads.recording = null;
  }
  return addresses;
}

/**
 * Starts `reads` and keeps their requests for the page's own reads, which then wait for those answers instead of
 * asking again. The entry script calls it with the page's reads before React has loaded. The first is sent at once,
 * each of the others in a task of its own: a phone spends a few milliseconds on each request it starts, and the
 * entry's task, which the page's first paint is followed by, stays short (React, which asks next, comes a round trip
 * later).
 */
export function startEarlyReads(reads: (() => Promise<unknown>)[]): void {
  reads.forEach((read, index) => (index === 0 ? sendEarly(read) : setTimeout(() => sendEarly(read), 0)));
}

function sendEarly(read: () => Promise<unknown>): void {
  earlyReads.starting = true;
  try {
    // The page reports any failure when it reads: here it is only kept from being reported as unhandled.
    read().catch(() => undefined);
  } finally {
    earlyReads.starting = false;
  }
}
