/**
 * Image and link addresses that the security rules (tests/rules/addresses.test.ts) and the admin forms' rule
 * (src/lib/webAddress.ts, tests/unit/webAddress.test.ts) must judge alike.
 */

/** Stored as they are. */
export const ACCEPTED_ADDRESSES: [string, string][] = [
  ['a Cloudinary address', 'https://res.cloudinary.com/demo/image/upload/v1/school/science-lab.jpg'],
  ['a site path', '/demo/a.jpg'],
  ['the site root', '/'],
  ['an address with a query and a fragment', 'https://example.com/form?id=1&x=2#top'],
  ['capitals after the scheme', 'https://WWW.CBSE.GOV.IN/'],
  ['a non-ASCII address', 'https://ta.wikipedia.org/wiki/சென்னை'],
  ['a percent-encoded backslash in a site path (still a path of this site)', '/%5Cevil.example/p.png'],
  ['a site path with a backslash-free double slash later on', '/demo//a.jpg'],
];

/** Refused by the rules as they are; the forms store them in the second form, which the rules accept. */
export const NORMALISED_ADDRESSES: [string, string, string][] = [
  ['the https scheme in capitals', 'HTTPS://WWW.CBSE.GOV.IN/', 'https://WWW.CBSE.GOV.IN/'],
  ['the https scheme in mixed case', 'hTtPs://example.com/a.png', 'https://example.com/a.png'],
  ['spaces around an address', '  https://example.com/a.png\t', 'https://example.com/a.png'],
  ['spaces around a site path', ' /demo/a.jpg\n', '/demo/a.jpg'],
];

/** Never stored. */
export const REFUSED_ADDRESSES: [string, string][] = [
  ['an empty address', ''],
  ['a blank address', '   '],
  ['a javascript: address', 'javascript:alert(1)'],
  ['a javascript: address in capitals', 'JAVASCRIPT:alert(1)'],
  ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
  ['an http address', 'http://example.com/a.png'],
  ['an ftp address', 'ftp://example.com/a.png'],
  ['https:// alone', 'https://'],
  ['a relative path', 'demo/a.jpg'],
  ['a protocol-relative address', '//evil.example/p.png'],
  ['a path starting with a backslash', '/\\evil.example/p.png'],
  ['two backslashes', '\\\\evil.example/p.png'],
  ['a path starting with a tab', '/\t/evil.example/p.png'],
  ['a path starting with a newline', '/\n/evil.example/p.png'],
  ['a path starting with a space', '/ /evil.example/p.png'],
  ['a path starting with a no-break space', '/\u00a0/evil.example/p.png'],
  ['a path starting with a byte-order mark', '/\ufeff/evil.example/p.png'],
  ['a backslash inside an https address', 'https://example.com/a\\b.png'],
  ['a backslash inside a site path', '/demo/a\\b.png'],
  ['a space inside', 'https://example.com/a b.png'],
  ['a no-break space inside', 'https://example.com/a\u00a0b.png'],
  ['a line separator inside', '/demo/a\u2028b.png'],
  ['a control character inside', 'https://example.com/a\u0007b.png'],
  ['a newline inside', 'https://example.com/a\nb.png'],
  ['a byte-order mark inside', 'https://example.com/a\ufeffb.png'],
];
