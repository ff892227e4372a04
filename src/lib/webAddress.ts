/**
 * The one rule for the image and link addresses the site stores, the same as `addressPattern()` in firestore.rules:
 * - an `https://` address (stored with the scheme in lower case), or
 * - a path of this site that no browser reads as another host: `/` alone, or `/` followed by anything but `/`;
 * - at most ADDRESS_MAX characters (code points, as the rules count them), and nowhere a backslash (browsers read
 *   `/\host` as `//host`), a control character, white space or a separator (browsers drop tabs and newlines, so
 *   `/<tab>/host` is `//host` too), or a format character (U+202E, U+200B, U+FEFF: they hide or reorder text);
 * - going where it says (`isAddress` in firestore.rules): no user-info before the host
 *   (`https://res.cloudinary.com@evil.example/` is evil.example), no dot segment in a path of this site (`.`, `..` or
 *   the same as `%2e`: `/.//evil.example/x` is read as the path `//evil.example/x`).
 * tests/support/addressSamples.ts holds the samples that the client and the rules must judge alike.
 */

/** The longest address, in code points (the bound of `addressPattern()` in firestore.rules). */
export const ADDRESS_MAX = 2_048;

const NEVER = '\\p{Cc}\\p{Cf}\\p{Z}\\\\';
const STORABLE = new RegExp(`^(?:https://[^${NEVER}]{1,${ADDRESS_MAX - 'https://'.length}}|/(?:[^/${NEVER}][^${NEVER}]{0,${ADDRESS_MAX - 2}})?)$`, 'u');
/** User-info before the host, or a dot segment in a path of this site. */
const ELSEWHERE = /^(?:https:\/\/[^/?#]*@|\/(?:[^?#]*\/)?(?:\.|%2e){1,2}(?:[/?#]|$))/i;

/** What the admin is told when an address cannot be stored. */
export const ADDRESS_RULE = 'an address starting with https://, or a page of this site starting with a single /';

/**
 * The address as the site stores it, or null when it cannot be stored: without the white space around it, and with
 * the scheme in lower case (`HTTPS://WWW.CBSE.GOV.IN/` is stored as `https://WWW.CBSE.GOV.IN/`).
 */
export function storableAddress(input: string): string | null {
  const trimmed = input.trim();
  const address = /^https:\/\//i.test(trimmed) ? `https://${trimmed.slice('https://'.length)}` : trimmed;
  return STORABLE.test(address) && !ELSEWHERE.test(address) ? address : null;
}

/** The address as the site stores it; an Error naming it when it cannot be stored (an older `http://` one, say). */
export function storedAddress(input: string): string {
  const address = storableAddress(input);
  if (address === null) throw new Error(`The address “${input}” cannot be saved: the site keeps only ${ADDRESS_RULE}.`);
  return address;
}

/**
 * An address the pages may show, trimmed, or null. Documents may predate the rule, so older `http://` addresses (in
 * any case) are shown too; never a `javascript:` or `data:` address, nor anything a browser reads as another host.
 */
export function readableAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const asHttps = /^http:\/\//i.test(trimmed) ? `https://${trimmed.slice('http://'.length)}` : trimmed;
  return storableAddress(asHttps) === null ? null : trimmed;
}
