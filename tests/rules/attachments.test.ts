// The PDF attachments of an announcement, from an administrator: an optional list of at most `max` maps, each exactly
// { name, url } with a name that is required text and an address by the one address rule. Rules cannot loop, so they
// check each position on its own: every position is tested with a malformed attachment as the last element.
// Generated from the field table and the malformed attachments in fixtures.ts.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADDRESS_MAX } from '@/lib/webAddress';
import {
  ATTACHMENT, BLANK_LOOKING_TEXTS, HIDDEN_CHARACTERS, MALFORMED_ATTACHMENTS, NOT_ATTACHMENT_LISTS, POSTED, baseFor, fieldsOfKind, fixture, sitePathOfSize, text, webAddressOfSize, without,
} from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

/** `count` valid attachments, each of its own name. */
const valid = (count: number) => Array.from({ length: count }, (_, index) => ({ ...ATTACHMENT, name: `Circular ${index + 1}` }));

describe.each(fieldsOfKind('attachment list'))('%s (attachment list)', (_name, collection, rule) => {
  const base = baseFor(collection, rule.field);
  const withList = (list: unknown): DocumentData => ({ ...base, [rule.field]: list });
  const refuse = (list: unknown) => expectRefused(environment(), admin, collection.path, withList(list), base);
  const accept = (list: unknown) => assertSucceeds(setDoc(doc(admin, collection.path), withList(list)));

  it('accepts a document without the field (posted before attachments existed), and an empty list', async () => {
    await assertSucceeds(setDoc(doc(admin, collection.path), without(base, rule.field)));
    await accept([]);
  });

  it(`accepts ${rule.max} attachments, refuses ${rule.max + 1}`, async () => {
    await accept(valid(rule.max));
    await refuse(valid(rule.max + 1));
  });

  it(`accepts names of one and of ${rule.nameMax} characters, with spaces around`, async () => {
    await accept([{ ...ATTACHMENT, name: ' x ' }, { ...ATTACHMENT, name: text(rule.nameMax) }]);
  });

  it.each(HIDDEN_CHARACTERS)('refuses a name with %s', async (_name, character) => {
    await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: [{ ...ATTACHMENT, name: `invoice${character}fdp.exe` }] }, base);
  });

  it.each([...BLANK_LOOKING_TEXTS, ['a tab alone', '\t'], ...HIDDEN_CHARACTERS.map(([name, character]): [string, string] => [`${name} alone`, character])])(
    'refuses a name of %s',
    async (_name, name) => {
      await expectRefused(environment(), admin, collection.path, { ...base, [rule.field]: [{ ...ATTACHMENT, name }] }, base);
    },
  );

  it('accepts a name in Tamil with emoji', async () => {
    await assertSucceeds(setDoc(doc(admin, collection.path), { ...base, [rule.field]: [{ ...ATTACHMENT, name: 'சுற்றறிக்கை 🎉.pdf' }] }));
  });

  it('accepts a site path, ones with a folder of three dots or a dot segment after ? or # (not dot segments), and the longest addresses', async () => {
    await accept([
      { ...ATTACHMENT, url: '/docs/collaborations.pdf' },
      { ...ATTACHMENT, url: '/docs/.../collaborations.pdf' },
      { ...ATTACHMENT, url: '/docs/collaborations.pdf?from=/../x' },
      { ...ATTACHMENT, url: '/docs/collaborations.pdf#/./' },
    ]);
    await accept([
      { ...ATTACHMENT, url: webAddressOfSize(ADDRESS_MAX) },
      { ...ATTACHMENT, url: sitePathOfSize(ADDRESS_MAX) },
    ]);
  });

  it.each(MALFORMED_ATTACHMENTS)('refuses an attachment with %s, alone and after a valid one', async (_kind, attachment) => {
    await refuse([attachment]);
    await refuse([ATTACHMENT, attachment]);
  });

  it.each(Array.from({ length: rule.max }, (_, index) => index + 1))('checks the last of %i attachments', async (count) => {
    const [blankName, hostile] = [{ ...ATTACHMENT, name: ' ' }, { ...ATTACHMENT, url: 'javascript:alert(1)' }];
    await refuse([...valid(count - 1), blankName]);
    await refuse([...valid(count - 1), hostile]);
    await accept(valid(count));
  });

  it.each(NOT_ATTACHMENT_LISTS)('refuses %s as the field', async (_kind, value) => {
    await refuse(value);
  });
});

describe('announcements: the writes the site makes to attachments', () => {
  const { path, valid: stored } = fixture('announcements');

  it('adds attachments to an announcement posted before they existed, renames one, removes them all', async () => {
    await seed(environment(), [{ path, data: { ...stored, updatedAt: POSTED } }]);
    await assertSucceeds(updateDoc(doc(admin, path), { attachments: valid(2), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(admin, path), { attachments: [valid(2)[0], { ...ATTACHMENT, name: 'Renamed' }], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(admin, path), { attachments: [], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(admin, path), { attachments: deleteField(), updatedAt: serverTimestamp() }));
  });
});
