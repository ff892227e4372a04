// Every image and link address field, from an administrator: an `https://` address (scheme in lower case, as the
// forms store it) or a path of this site that no browser reads as another host; nothing else. A picture's or PDF's
// field takes only uploads: the site's Cloudinary cloud (the emulators', `demo`) or a path of this site; a link's, any
// https site. The same samples drive the client's rules (tests/unit/webAddress.test.ts, uploadHost.test.ts).
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADDRESS_MAX } from '@/lib/webAddress';
import { ACCEPTED_ADDRESSES, ACCEPTED_UPLOADS, LINKS_ONLY, NORMALISED_ADDRESSES, REFUSED_ADDRESSES } from '../support/addressSamples';
import { PHOTO, SITE_PHOTO, baseFor, fieldsOfKind, sitePathOfSize, webAddressOfSize, written } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, setDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const TOO_LONG: [string, string][] = [
  [`an https address of ${written(ADDRESS_MAX + 1)} characters`, webAddressOfSize(ADDRESS_MAX + 1)],
  [`a site path of ${written(ADDRESS_MAX + 1)} characters`, sitePathOfSize(ADDRESS_MAX + 1)],
];
const LONGEST: [string, string][] = [
  [`an https address of ${written(ADDRESS_MAX)} characters`, webAddressOfSize(ADDRESS_MAX)],
  [`a site path of ${written(ADDRESS_MAX)} characters`, sitePathOfSize(ADDRESS_MAX)],
];

/**
 * Every sample on the link address, which is typed by hand, and on the first list; on the other fields (whose
 * addresses come from uploads) the ones that matter most, since every field is checked by the same two helpers.
 */
const EVERY_SAMPLE = new Set(['important_links url', 'announcements imageUrls']);
const TELLING = new Set([
  'a javascript: address', 'an http address', 'a protocol-relative address', 'a path starting with a backslash', 'a space inside',
  'a Cloudinary address', 'a site path', 'the https scheme in capitals', 'a picture on another site', 'another Cloudinary cloud',
  'a dot segment into another cloud', 'a folder of three dots (not a dot segment)', 'a dot segment in the query (not the path)',
  'a dot segment in the fragment (not the path)',
]);
const samplesFor = <T extends [string, ...unknown[]]>(field: string, samples: T[]): T[] =>
  EVERY_SAMPLE.has(field) ? samples : samples.filter(([kind]) => TELLING.has(kind));

describe.each(fieldsOfKind('address'))('%s (address)', (name, collection, rule) => {
  const base = baseFor(collection, rule.field);
  const withAddress = (address: unknown): DocumentData => ({ ...base, [rule.field]: address });
  const [accepted, notHere] = rule.link ? [ACCEPTED_ADDRESSES, []] : [ACCEPTED_UPLOADS, LINKS_ONLY];

  it.each([...samplesFor(name, [...REFUSED_ADDRESSES, ...notHere]), ...TOO_LONG])('refuses %s', async (_kind, address) => {
    await expectRefused(environment(), admin, collection.path, withAddress(address), base);
  });

  it.each([...samplesFor(name, accepted), ...LONGEST])('accepts %s', async (_kind, address) => {
    await assertSucceeds(setDoc(doc(admin, collection.path), withAddress(address)));
  });

  it.each(samplesFor(name, NORMALISED_ADDRESSES))('refuses %s as typed, accepts it as the forms store it', async (_kind, typed, stored) => {
    await expectRefused(environment(), admin, collection.path, withAddress(typed), base);
    await assertSucceeds(setDoc(doc(admin, collection.path), withAddress(stored)));
  });
});

describe.each(fieldsOfKind('address list'))('%s (address list)', (name, collection, rule) => {
  const base = baseFor(collection, rule.field);
  const withList = (list: unknown[]): DocumentData => ({ ...base, [rule.field]: list });
  const refuse = (list: unknown[]) => expectRefused(environment(), admin, collection.path, withList(list), base);
  const accept = (list: unknown[]) => assertSucceeds(setDoc(doc(admin, collection.path), withList(list)));

  it.each([...samplesFor(name, [...REFUSED_ADDRESSES, ...LINKS_ONLY]), ...TOO_LONG])('refuses %s after a valid address', async (_kind, address) => {
    await refuse([PHOTO, address]);
  });

  it.each([...samplesFor(name, ACCEPTED_UPLOADS), ...LONGEST])('accepts %s after a valid address', async (_kind, address) => {
    await accept([PHOTO, address]);
  });

  it(`refuses ${rule.max + 1} addresses, accepts ${rule.max}`, async () => {
    await refuse(Array(rule.max + 1).fill(SITE_PHOTO));
    await accept(Array(rule.max).fill(SITE_PHOTO));
  });

  if (rule.min > 0) {
    it(`refuses fewer than ${rule.min}`, async () => {
      await refuse([]);
    });
  } else {
    it('accepts an empty list', async () => {
      await accept([]);
    });
  }

  it.each([
    ['a number', 3],
    ['a map', { url: PHOTO }],
    ['two addresses in one element, split by a newline', `${PHOTO}\n${SITE_PHOTO}`],
    ['two addresses in one element, split by a space', `${PHOTO} ${SITE_PHOTO}`],
  ])('refuses %s as an element', async (_kind, element) => {
    await refuse([PHOTO, element]);
    await refuse([element]);
  });
});
