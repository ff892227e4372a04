// The members of a faculty department or a non-teaching category: at most as many as the field table says
// (staffFields.ts), and every member an administrator adds is a name of 1 to its `nameMax` characters (not blank), or
// an older { name, qualification } member with the same bounds. A write adds at most one member (rules cannot loop
// over a list), as the admin page does.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayRemove, arrayUnion, doc, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { facultyGroupFields, nonTeachingGroupFields } from '@/features/administration/staffSchema';
import { TEACHER_DESIGNATIONS } from '@/content/teacherDesignations';
import { REFUSED_ADDRESSES } from '../support/addressSamples';
import { HIDDEN_CHARACTERS, SITE_ID, WRITTEN_TEXTS, text } from './fixtures';
import { dbAs, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const LEGACY_MEMBER = { name: 'S. Devi', qualification: 'M.Sc., B.Ed.' };

describe.each([
  ['faculty', { title: 'Science', priority: 1 }, facultyGroupFields.members],
  ['nonTeaching', { category: 'Office', priority: 1 }, nonTeachingGroupFields.members],
] as const)('%s members', (kind, group, { max, nameMax }) => {
  const path = `admins/${SITE_ID}/${kind}/g1`;
  const stored = (members: unknown[]): DocumentData => ({ ...group, members });
  const existing = async (members: unknown[]) => seed(environment(), [{ path, data: stored(members) }]);
  /** A new group with these members, as the admin page writes it (dated by the server). */
  const created = (members: unknown[]): DocumentData => ({ ...stored(members), updatedAt: serverTimestamp() });
  const adding = (member: unknown) => updateDoc(doc(admin, path), { members: arrayUnion(member), updatedAt: serverTimestamp() });
  const replacing = (members: unknown[]) => updateDoc(doc(admin, path), { members, updatedAt: serverTimestamp() });

  it('accepts a new department with no member or one', async () => {
    await assertSucceeds(setDoc(doc(admin, path), created([])));
    await assertSucceeds(setDoc(doc(admin, `admins/${SITE_ID}/${kind}/g2`), created(['R. Kumar'])));
  });

  const TEACHER = { name: 'K. Anitha', qualification: 'M.A., B.Ed.', designation: 'TGT', document: 'https://res.cloudinary.com/demo/raw/upload/v1/school/anitha.pdf' };

  it.each(TEACHER_DESIGNATIONS)('accepts adding a teacher with the designation %s, a qualification and a document', async (designation) => {
    await existing(['R. Kumar']);
    await assertSucceeds(adding({ ...TEACHER, designation }));
  });

  it('accepts a teacher with any of the details left out, and one changed in place', async () => {
    await existing(['R. Kumar']);
    await assertSucceeds(adding({ name: TEACHER.name, designation: 'PRT' }));
    await assertSucceeds(replacing(['R. Kumar', { name: TEACHER.name, document: '/docs/anitha.pdf' }]));
  });

  it.each([
    ['a designation the board does not use', { ...TEACHER, designation: 'Dean' }],
    ['a designation in other letters', { ...TEACHER, designation: 'pgt' }],
    ['a designation that is not text', { ...TEACHER, designation: ['PGT'] }],
    ['an empty designation', { ...TEACHER, designation: '' }],
    ['a document that is not an address', { ...TEACHER, document: 42 }],
    ...REFUSED_ADDRESSES.map(([name, address]): [string, unknown] => [`a document at ${name}`, { ...TEACHER, document: address }]),
    ['a document on another host', { ...TEACHER, document: 'https://example.com/anitha.pdf' }],
    [`a qualification of ${nameMax + 1} characters`, { ...TEACHER, qualification: text(nameMax + 1) }],
    ['another detail', { ...TEACHER, phone: '+919000000000' }],
    ['no name', { qualification: TEACHER.qualification, designation: 'PGT' }],
  ])('refuses adding a teacher with %s', async (_name, member) => {
    await existing(['R. Kumar']);
    await assertFails(adding(member));
  });

  it('refuses a designation changed in place to one the board does not use', async () => {
    await existing(['R. Kumar', TEACHER]);
    await assertFails(replacing(['R. Kumar', { ...TEACHER, designation: 'Head' }]));
  });

  it('refuses a new department with two members at once', async () => {
    await assertFails(setDoc(doc(admin, path), created(['R. Kumar', 'A. Khan'])));
  });

  it(`accepts adding a member of ${nameMax} characters beside older members`, async () => {
    await existing(['R. Kumar', LEGACY_MEMBER]);
    await assertSucceeds(adding(text(nameMax)));
  });

  it.each([
    ['empty', ''],
    ['blank', '  \n'],
    [`of ${nameMax + 1} characters`, text(nameMax + 1)],
    ['of 900,000 characters', text(900_000)],
    ['a number', 7],
    ['a boolean', true],
    ['null', null],
  ])('refuses adding a member %s', async (_kind, member) => {
    await existing(['R. Kumar']);
    await assertFails(adding(member));
  });

  it.each(HIDDEN_CHARACTERS)('refuses adding a member with %s in the name', async (_name, character) => {
    await existing(['R. Kumar']);
    await assertFails(adding(`R. ${character}Kumar`));
  });

  it.each(WRITTEN_TEXTS)('accepts adding a member named in %s', async (_name, member) => {
    await existing(['R. Kumar']);
    await assertSucceeds(adding(member));
  });

  it('refuses a member twice: a second copy added, or one renamed to another member, whether stored as a name or an object', async () => {
    await existing(['R. Kumar', 'A. Khan']);
    await assertFails(replacing(['R. Kumar', 'A. Khan', 'A. Khan']));
    await assertFails(replacing(['R. Kumar', 'R. Kumar']));
    await existing([{ name: 'R. Kumar', qualification: 'M.Sc.' }, 'A. Khan']);
    await assertFails(replacing([{ name: 'R. Kumar', qualification: 'M.Sc.' }, { name: 'R. Kumar', qualification: 'M.Sc.' }]));
    await assertSucceeds(replacing([{ name: 'R. Kumar', qualification: 'M.Sc.' }, 'S. Devi']));
  });

  it('lets an older list that holds a name twice be corrected, and gain no further copy', async () => {
    await existing(['R. Kumar', 'A. Khan', 'R. Kumar']);
    await assertFails(replacing(['R. Kumar', 'A. Khan', 'R. Kumar', 'A. Khan']));
    await assertFails(replacing(['R. Kumar', 'R. Kumar', 'R. Kumar']));
    await assertSucceeds(replacing(['R. Kumar', 'R. Kumar']));
    await assertSucceeds(replacing(['R. Kumar']));
  });

  it('refuses adding two members in one write', async () => {
    await existing(['R. Kumar']);
    await assertFails(updateDoc(doc(admin, path), { members: arrayUnion('A. Khan', 'B. Rao'), updatedAt: serverTimestamp() }));
    await assertFails(replacing(['R. Kumar', 'A. Khan', 'B. Rao']));
  });

  it(`accepts member ${max}, refuses member ${max + 1}`, async () => {
    const many = Array.from({ length: max - 1 }, (_, index) => `Member ${index + 1}`);
    await existing(many);
    await assertSucceeds(adding(`Member ${max}`));
    await assertFails(adding(`Member ${max + 1}`));
  });

  it('accepts correcting an older member in place, keeping its qualification', async () => {
    await existing(['R. Kumar', LEGACY_MEMBER]);
    await assertSucceeds(replacing(['R. Kumar', { ...LEGACY_MEMBER, name: text(nameMax) }]));
    await assertSucceeds(replacing(['R. Kumar', { name: 'S. Devi', qualification: text(nameMax) }]));
    await assertSucceeds(replacing(['R. Kumar', { name: 'S. Devi', qualification: '' }]));
    await assertSucceeds(replacing(['R. Kumar', { name: 'S. Devi' }]));
  });

  it.each([
    ['a blank name', { name: ' ', qualification: 'B.Ed.' }],
    [`a name of ${nameMax + 1} characters`, { name: text(nameMax + 1) }],
    ['a name of 50,000 characters', { name: text(50_000), qualification: 'B.Ed.' }],
    [`a qualification of ${nameMax + 1} characters`, { name: 'S. Devi', qualification: text(nameMax + 1) }],
    ['a qualification that is not text', { name: 'S. Devi', qualification: ['B.Ed.'] }],
    ['no name', { qualification: 'B.Ed.' }],
    ['a name that is not text', { name: ['S. Devi'] }],
    ['another field', { name: 'S. Devi', photo: '/demo/a.jpg' }],
  ])('refuses an older-style member with %s', async (_kind, member) => {
    await existing(['R. Kumar', LEGACY_MEMBER]);
    await assertFails(replacing(['R. Kumar', member]));
  });

  it('accepts removing a member, and other edits, beside an oversized member stored before these rules', async () => {
    await existing([text(900_000), 'R. Kumar', LEGACY_MEMBER]);
    await assertSucceeds(updateDoc(doc(admin, path), { members: arrayRemove('R. Kumar'), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(admin, path), { priority: 2, updatedAt: serverTimestamp() }));
  });
});
