// Firebase App Check on the public pages' reads (src/lib/appCheck.ts, firestoreRest.ts), on the emulators with App
// Check's debug provider: each read carries the token App Check gives, and a read goes on without one when App Check
// cannot give it (the site works with and without App Check; only a database that enforces it would refuse). Google's
// token exchange is not reachable here: a stand-in answers its address, as it would (the Firestore emulator checks no
// token, and answers the reads).
import { deleteApp, getApps } from 'firebase/app';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFirestore, putRaw } from './emulator';

const EXCHANGE = 'https://content-firebaseappcheck.googleapis.com/';
const realFetch = globalThis.fetch;

/** The App Check header of each read sent to the emulator, in order; `exchange` answers App Check's token exchange. */
function watchRequests(exchange: () => Response) {
  const sent: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(EXCHANGE)) return exchange();
    if (url.startsWith('http://127.0.0.1:8080/')) sent.push(new Headers(init?.headers).get('X-Firebase-AppCheck'));
    return realFetch(input, init);
  });
  return sent;
}

/** A fresh copy of the app, built with App Check's debug token (as VITE_APPCHECK_DEBUG_TOKEN sets it). */
function withAppCheck() {
  vi.resetModules();
  vi.stubEnv('VITE_APPCHECK_DEBUG_TOKEN', 'debug-token-of-the-tests');
}

/** The REST reads of such a copy, carrying App Check's token as the entry makes them (src/main.ts). */
async function readsWithAppCheck() {
  withAppCheck();
  const reads = await import('@/lib/firestoreRest');
  const { appCheckHeaders } = await import('@/lib/appCheck');
  reads.readsCarry(appCheckHeaders);
  return reads;
}

const tokenAnswer = () => new Response(JSON.stringify({ token: 'app-check-token', ttl: '3600s' }), { status: 200 });

beforeAll(async () => {
  await clearFirestore();
  await putRaw('year_planner/planner', { url: '/demo/planner.webp', year: '2026-27', uploadedAt: new Date() });
});
beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // App Check keeps its token by app: each test starts with a new one.
  await Promise.all(getApps().map((app) => deleteApp(app)));
});
afterAll(clearFirestore);

describe('App Check on the public reads', () => {
  it('gives each read the token App Check exchanged for the debug token', async () => {
    const exchanged: string[] = [];
    const sent = watchRequests(tokenAnswer);
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(EXCHANGE)) exchanged.push(String(init?.body));
      return original(input, init);
    });
    const { getDocument } = await readsWithAppCheck();

    expect((await getDocument('year_planner/planner'))?.data.year).toBe('2026-27');
    expect(await getDocument('year_planner/none')).toBeNull();

    expect(sent).toEqual(['app-check-token', 'app-check-token']);
    expect(exchanged.length).toBeGreaterThan(0);
    for (const body of exchanged) expect(body).toContain('debug-token-of-the-tests');
  });

  it('gives the admin area’s writes the token too: the lite SDK takes it from App Check once started', async () => {
    const sent = watchRequests(tokenAnswer);
    withAppCheck();
    const { startAppCheck } = await import('@/lib/appCheck');
    const { liteDocument } = await import('@/lib/liteDb');
    const { setDoc } = await import('firebase/firestore/lite');
    await startAppCheck();

    // A visitor's write, refused by the rules: what matters here is what it carried.
    await expect(setDoc(liteDocument('council_info', 'main'), { description: 'Written without the claim.' })).rejects.toThrow();

    expect(sent).toContain('app-check-token');
  });

  it('sends the read without a token when App Check cannot give one, and the page still gets its data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = watchRequests(() => new Response(JSON.stringify({ error: { message: 'unavailable' } }), { status: 503 }));
    const { getDocument } = await readsWithAppCheck();

    expect((await getDocument('year_planner/planner'))?.data.year).toBe('2026-27');

    expect(sent).toEqual([null]);
    expect(warn).toHaveBeenCalledWith('No App Check token: the request goes without it.', expect.anything());
  });

  it('sends no token, and loads no App Check, while App Check is off', async () => {
    const sent = watchRequests(() => {
      throw new Error('App Check was asked for a token while it is off.');
    });
    vi.resetModules();
    const { getDocument } = await import('@/lib/firestoreRest');

    expect((await getDocument('year_planner/planner'))?.data.year).toBe('2026-27');

    expect(sent).toEqual([null]);
  });
});
