/** The Hosting emulator the hosting tests ask (started by scripts/test.mjs with the browser-test build). */
import path from 'node:path';

export const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5080';
export const DIST = path.resolve('.cache/e2e-dist');

/** One request, redirects not followed: the response and its body. */
export async function get(pathname: string) {
  const response = await fetch(HOSTING_URL + pathname, { redirect: 'manual' });
  return { response, body: await response.text() };
}
