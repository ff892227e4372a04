/**
 * Image and link addresses that the security rules (tests/rules/addresses.test.ts) and the admin forms' rules
 * (src/lib/webAddress.ts, src/lib/uploadHost.ts; tests/unit/webAddress.test.ts, uploadHost.test.ts) must judge alike.
 * An upload (a picture or PDF the site shows as its own) comes from the emulators' Cloudinary cloud, `demo`, or is a
 * path of this site; a link may go to any https site.
 */

/** Stored as they are, wherever an address goes: an upload's field and a link's. */
export const ACCEPTED_UPLOADS: [string, string][] = [
  ['a Cloudinary address', 'https://res.cloudinary.com/demo/image/upload/v1/school/science-lab.jpg'],
  ['a Cloudinary PDF', 'https://res.cloudinary.com/demo/raw/upload/v1/school/circular.pdf'],
  ['a site path', '/demo/a.jpg'],
  ['the site root', '/'],
  ['a percent-encoded backslash in a site path (still a path of this site)', '/%5Cevil.example/p.png'],
  ['a site path with a backslash-free double slash later on', '/demo//a.jpg'],
  ['a site path whose segment starts with a dot', '/.well-known/security.txt'],
  ['a file name with two dots', '/demo/report..pdf'],
  ['a Cloudinary file name with two dots', 'https://res.cloudinary.com/demo/image/upload/report..png'],
  ['a folder of three dots (not a dot segment)', '/demo/.../a.jpg'],
  ['a dot segment in the query (not the path)', 'https://res.cloudinary.com/demo/image/upload/a.png?from=/../x'],
  ['a dot segment in the query of a site path', '/demo/a.jpg?from=/./'],
  ['a dot segment in the fragment (not the path)', '/demo/a.jpg#/./'],
];

/** Stored as they are in a link's field; refused where a picture or PDF is uploaded (isUpload in firestore.rules). */
export const LINKS_ONLY: [string, string][] = [
  ['an address with a query and a fragment', 'https://example.com/form?id=1&x=2#top'],
  ['capitals after the scheme', 'https://WWW.CBSE.GOV.IN/'],
  ['a non-ASCII address', 'https://ta.wikipedia.org/wiki/சென்னை'],
  ['an @ in the path, after the host', 'https://medium.com/@school/sports-day'],
  ['an @ in the query, with no path before it (not user-info)', 'https://example.com?from=a@b.example'],
  ['an @ in the fragment, with no path before it (not user-info)', 'https://example.com#a@b'],
  ['a picture on another site', 'https://example.com/a.png'],
  ['another Cloudinary cloud', 'https://res.cloudinary.com/evil/image/upload/a.png'],
  ['a cloud whose name starts as the site’s', 'https://res.cloudinary.com/demo-evil/image/upload/a.png'],
  ['the cloud’s name in the path of another cloud', 'https://res.cloudinary.com/evil/demo/a.png'],
  ['Cloudinary’s host as a subdomain of another', 'https://res.cloudinary.com.evil.example/demo/a.png'],
  ['a dot segment into another cloud', 'https://res.cloudinary.com/demo/../evil/image/upload/a.png'],
  ['a percent-encoded dot segment into another cloud', 'https://res.cloudinary.com/demo/%2E%2E/evil/a.png'],
  ['a dot segment at the end of the cloud', 'https://res.cloudinary.com/demo/..'],
  ['Cloudinary’s host in capitals', 'https://RES.CLOUDINARY.COM/demo/a.png'],
  ['Cloudinary with a port', 'https://res.cloudinary.com:443/demo/a.png'],
  ['Cloudinary’s other host', 'https://res-1.cloudinary.com/demo/a.png'],
];

/** Stored as they are in a link's field (storableAddress). */
export const ACCEPTED_ADDRESSES: [string, string][] = [...ACCEPTED_UPLOADS, ...LINKS_ONLY];

/** Refused by the rules as they are; the forms store them in the second form, which the rules accept (uploads too). */
export const NORMALISED_ADDRESSES: [string, string, string][] = [
  ['the https scheme in capitals', 'HTTPS://res.cloudinary.com/demo/a.png', 'https://res.cloudinary.com/demo/a.png'],
  ['the https scheme in mixed case', 'hTtPs://res.cloudinary.com/demo/a.png', 'https://res.cloudinary.com/demo/a.png'],
  ['spaces around an address', '  https://res.cloudinary.com/demo/a.png\t', 'https://res.cloudinary.com/demo/a.png'],
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
  ['a right-to-left override inside', 'https://example.com/gpj.\u202eevil.png'],
  ['a zero-width space inside', 'https://res.cloudinary\u200b.com/demo/a.png'],
  ['a soft hyphen inside', '/demo/a\u00adb.png'],
  ['user-info before the host', 'https://res.cloudinary.com@evil.example/demo/a.png'],
  ['user-info with a password', 'https://user:pass@evil.example/'],
  ['a dot segment before a second slash', '/.//evil.example/x'],
  ['a double-dot segment before a second slash', '/..//evil.example/x'],
  ['a dot segment later on', '/demo/..//evil.example/x'],
  ['a percent-encoded dot segment', '/%2e//evil.example/x'],
  ['a percent-encoded dot segment in capitals', '/%2E%2E//evil.example/x'],
  ['a dot segment at the end', '/demo/.'],
];

/** The disclosure's inspection video (isVideoAddress in firestore.rules, readVideoAddress): a video on YouTube. */
export const ACCEPTED_VIDEOS: string[] = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://youtube.com/watch?v=aqz-KE-bpKQ',
  'https://www.youtube.com/embed/aqz-KE-bpKQ',
  'https://www.youtube.com/shorts/aqz-KE-bpKQ',
  'https://www.youtube.com/live/aqz-KE-bpKQ',
  'https://youtu.be/aqz-KE-bpKQ',
];

export const REFUSED_VIDEOS: [string, string][] = [
  ['another video host', 'https://vimeo.com/1'],
  ['a host that only starts like YouTube', 'https://youtube.com.evil.example/watch?v=1'],
  ['YouTube in the path of another host', 'https://evil.example/youtube.com/watch?v=1'],
  ['a subdomain of another kind', 'https://music.youtube.com/watch?v=1'],
  ["YouTube's open redirect", 'https://www.youtube.com/redirect?q=https://evil.example/'],
  ['a link that YouTube forwards', 'https://www.youtube.com/attribution_link?u=https://evil.example/'],
  ['a channel, not a video', 'https://www.youtube.com/@school'],
  ['user-info before the host', 'https://youtu.be@evil.example/aqz-KE-bpKQ'],
  ['http', 'http://youtu.be/aqz-KE-bpKQ'],
  ['no video', 'https://youtu.be/'],
  ['a space in it', 'https://youtu.be/a b'],
  ['a newline in it', 'https://youtu.be/a\nhttps://evil.example/'],
  ['a path of this site', '/demo/video'],
];
