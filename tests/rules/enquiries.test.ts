// Parents' enquiries (enquiries/{id}), from the outside: a visitor may create one of exactly the enquiry's shape, while
// admissions are open and for their year, its status 'new' and its time the server's; nobody but an administrator
// may read, list, count, change or delete any, not even the visitor who sent it. The office's follow-up adds one line
// of history with its activity entry; deleting for good needs its `erase~<id>` entry.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection, deleteDoc as deleteDocument, deleteField, doc, getCountFromServer, getDoc, getDocs, limit, query, serverTimestamp,
  setDoc as setDocument, Timestamp, updateDoc as updateDocument, where, writeBatch, type DocumentData, type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHOOL_CLASSES } from '@/content/schoolClasses';
import { enquiryFields } from '@/features/admissions/admissionsSchema';
import { BLANK_LOOKING_TEXTS, HIDDEN_CHARACTERS, WRITTEN_TEXTS, fixture, text, without } from './fixtures';
import { ADMIN_EMAIL, STAFF_EMAIL, activityEntry, dbAs, rulesEnvironmentForFile, seed, setDoc, trashedCopy, updateDoc, type Role } from './support';

const environment = rulesEnvironmentForFile();
const admissions = fixture('admissions');
const OPEN = { ...admissions.valid, updatedAt: Timestamp.now() };

/** An id as the site makes it (20 lower-case hexadecimal digits of a hash). */
const ID = '3f9a0c1b2d4e5f60718a';
const PATH = `enquiries/${ID}`;
const BORN = `${new Date().getFullYear() - 4}-05-14`;

/** An enquiry as the form sends it, its optional fields given. */
const ENQUIRY: DocumentData = {
  parentName: 'Lakshmi Narayanan',
  mobile: '+919876543210',
  email: 'lakshmi@example.com',
  childName: 'Kavya',
  dateOfBirth: BORN,
  classSought: 'LKG',
  currentSchool: 'Little Stars Playschool',
  message: 'We live in Velachery. Is there a school bus?',
  consent: true,
  year: '2027-28',
  status: 'new',
};

const withField = (field: string, value: unknown): DocumentData => ({ ...ENQUIRY, [field]: value });

/** Sends the enquiry as `db` would from the page: its time the server's, at `id`. */
const send = (db: Firestore, data: DocumentData, id = ID) => setDocument(doc(db, 'enquiries', id), { ...data, createdAt: serverTimestamp() });

let visitor: Firestore;
let admin: Firestore;

beforeEach(async () => {
  visitor = dbAs(environment(), 'anonymous');
  admin = dbAs(environment(), 'admin');
  await seed(environment(), [{ path: admissions.path, data: OPEN }]);
});

describe('a visitor sends an enquiry', () => {
  it('of exactly the enquiry’s shape: accepted, from a visitor and from a signed-in user without the claim', async () => {
    await assertSucceeds(send(visitor, ENQUIRY));
    await assertSucceeds(send(dbAs(environment(), 'staff'), ENQUIRY, 'aaaaaaaaaabbbbbbbbbb'));
  });

  it('without the optional fields: accepted', async () => {
    await assertSucceeds(send(visitor, without(without(without(ENQUIRY, 'email'), 'currentSchool'), 'message')));
  });

  it.each(WRITTEN_TEXTS)('with names in %s: accepted', async (_kind, written) => {
    await assertSucceeds(send(visitor, { ...ENQUIRY, parentName: written, childName: written }));
  });

  it('the same enquiry a second time (the same id): refused, so a double tap stores it once', async () => {
    await assertSucceeds(send(visitor, ENQUIRY));
    await assertFails(send(visitor, { ...ENQUIRY, message: 'Sent again' }));
    const stored = await getDoc(doc(admin, PATH));
    expect(stored.get('message')).toBe(ENQUIRY.message);
  });

  const required = Object.entries(enquiryFields).filter(([, rule]) => !('optional' in rule && rule.optional)).map(([field]) => field);
  it.each(required.filter((field) => field !== 'createdAt'))('without %s: refused', async (field) => {
    await assertFails(send(visitor, without(ENQUIRY, field)));
  });

  it.each([
    ['a time of its own', { createdAt: Timestamp.fromDate(new Date('2027-01-01T00:00:00Z')) }],
    ['no time', null],
  ])('with %s: refused', async (_kind, createdAt) => {
    const data = { ...ENQUIRY, ...(createdAt && createdAt) };
    await assertFails(setDocument(doc(visitor, PATH), data));
  });

  it.each<[string, DocumentData]>([
    ['a status other than new', withField('status', 'contacted')],
    ['an unknown field', withField('priority', 1)],
    ['a history of its own', withField('history', { 0: { at: Timestamp.now(), by: ADMIN_EMAIL, status: 'new', note: '' } })],
    ['an activity entry', withField('lastActivity', 'some-entry')],
    ['a closing time', withField('closedAt', Timestamp.now())],
    ['consent not given', withField('consent', false)],
    ['consent as a word', withField('consent', 'yes')],
    ['a mobile without +91', withField('mobile', '9876543210')],
    ['a mobile starting with 5', withField('mobile', '+915876543210')],
    ['a mobile of 11 digits', withField('mobile', '+9198765432101')],
    ['a mobile with spaces', withField('mobile', '+91 98765 43210')],
    ['a mobile as a number', withField('mobile', 919876543210)],
    ['an email without @', withField('email', 'lakshmi.example.com')],
    ['an email without a domain', withField('email', 'lakshmi@example')],
    ['an email with a space', withField('email', 'lakshmi narayanan@example.com')],
    ['an email with two @ before the domain', withField('email', 'lakshmi@home@example.com')],
    ['an email with @@', withField('email', 'lakshmi@@example.com')],
    ['an email with a space in the domain', withField('email', 'lakshmi@example mail.com')],
    ['an email with two dots in the domain', withField('email', 'lakshmi@example..com')],
    ['an email with @ after the domain', withField('email', 'lakshmi@example.com@evil.example')],
    ['an email with a space after the domain', withField('email', 'lakshmi@example.com in')],
    [`an email of ${enquiryFields.email.max + 1} characters`, withField('email', `${text(enquiryFields.email.max - 11)}@example.com`)],
    ['a class the school does not have', withField('classSought', 'XIII')],
    ['a class as a number', withField('classSought', 11)],
    ['a date of birth that does not exist', withField('dateOfBirth', `${new Date().getFullYear() - 4}-02-30`)],
    ['a date of birth as a time', withField('dateOfBirth', Timestamp.now())],
    ['a child born 20 years ago', withField('dateOfBirth', `${new Date().getFullYear() - 20}-06-01`)],
    ['a child born next year', withField('dateOfBirth', `${new Date().getFullYear() + 1}-01-01`)],
    ['another year than admissions are open for', withField('year', '2028-29')],
    [`a parent's name of ${enquiryFields.parentName.max + 1} characters`, withField('parentName', text(enquiryFields.parentName.max + 1))],
    [`a child's name of ${enquiryFields.childName.max + 1} characters`, withField('childName', text(enquiryFields.childName.max + 1))],
    [`a current school of ${enquiryFields.currentSchool.max + 1} characters`, withField('currentSchool', text(enquiryFields.currentSchool.max + 1))],
    [`a message of ${enquiryFields.message.max + 1} characters`, withField('message', text(enquiryFields.message.max + 1))],
    ['a blank parent’s name', withField('parentName', '   ')],
    ['a parent’s name on two lines', withField('parentName', 'Lakshmi\nNarayanan')],
    ['a child’s name as a list', withField('childName', ['Kavya'])],
  ])('with %s: refused', async (_kind, data) => {
    await assertFails(send(visitor, data));
  });

  it(`accepts a message of ${enquiryFields.message.max} characters on several lines`, async () => {
    await assertSucceeds(send(visitor, withField('message', `${text(enquiryFields.message.max - 2)}\n\n`.slice(0, enquiryFields.message.max))));
  });

  it.each(HIDDEN_CHARACTERS)('with %s in the child’s name: refused', async (_kind, character) => {
    await assertFails(send(visitor, withField('childName', `Kav${character}ya`)));
  });

  it.each(BLANK_LOOKING_TEXTS)('with a child’s name of %s: refused', async (_kind, blank) => {
    await assertFails(send(visitor, withField('childName', blank)));
  });

  it.each([
    ['shorter than the site makes', '3f9a0c1b2d'],
    ['in capitals', '3F9A0C1B2D4E5F60718A'],
    ['a word', 'kavya-lkg-enquiry-01'],
  ])('at an id %s: refused', async (_kind, id) => {
    await assertFails(send(visitor, ENQUIRY, id));
  });

  it('while admissions are closed: refused', async () => {
    await seed(environment(), [{ path: admissions.path, data: { ...OPEN, open: false } }]);
    await assertFails(send(visitor, ENQUIRY));
  });

  it('before the office has saved the admissions page: refused', async () => {
    await environment().withSecurityRulesDisabled((context) => deleteDocument(doc(context.firestore() as unknown as Firestore, admissions.path)));
    await assertFails(send(visitor, ENQUIRY));
  });
});

describe('nobody but the office reads or changes an enquiry', () => {
  beforeEach(async () => {
    await seed(environment(), [{ path: PATH, data: { ...ENQUIRY, createdAt: Timestamp.now() } }]);
  });

  const outsiders: Role[] = ['anonymous', 'staff'];

  it.each(outsiders)('%s: cannot get it, list, query or count the enquiries', async (role) => {
    const db = dbAs(environment(), role);
    await assertFails(getDoc(doc(db, PATH)));
    await assertFails(getDocs(query(collection(db, 'enquiries'), limit(10))));
    await assertFails(getDocs(query(collection(db, 'enquiries'), where('mobile', '==', ENQUIRY.mobile), limit(1))));
    await assertFails(getCountFromServer(collection(db, 'enquiries')));
  });

  it.each(outsiders)('%s: cannot change it, follow it up or delete it', async (role) => {
    const db = dbAs(environment(), role);
    await assertFails(updateDocument(doc(db, PATH), { message: 'Changed' }));
    await assertFails(updateDoc(doc(db, PATH), followUpOf(0, 'contacted', role === 'staff' ? STAFF_EMAIL : ADMIN_EMAIL)));
    await assertFails(deleteDocument(doc(db, PATH)));
    await assertFails(erase(db));
  });

  it('an administrator reads and counts them', async () => {
    await assertSucceeds(getDoc(doc(admin, PATH)));
    await assertSucceeds(getDocs(collection(admin, 'enquiries')));
    await assertSucceeds(getCountFromServer(query(collection(admin, 'enquiries'), where('status', '==', 'new'))));
  });
});

/** The follow-up that adds line `line` of the history with status `status`, as the admin area writes it. */
function followUpOf(line: number, status: string, by = ADMIN_EMAIL, note = 'Called; visit on Saturday.'): DocumentData {
  return { status, [`history.${line}`]: { at: serverTimestamp(), by, status, note }, updatedAt: serverTimestamp(), ...(status === 'closed' && { closedAt: serverTimestamp() }) };
}

/**
 * When the enquiry the deletion tests seed was sent: a time finer than a millisecond, as the server's are (its erase
 * entry names it in whole milliseconds, as the admin area reads it).
 */
const SENT = new Timestamp(1_796_000_000, 123_456_789);
/** The erase entry's id of the enquiry sent at SENT, as the admin area writes it. */
const ERASE_ENTRY = `erase~${ID}~${SENT.toDate().getTime()}`;

/** Deletes the enquiry for good with its `erase~<id>~<sent>` activity entry, as the admin area does. */
function erase(db: Firestore, entryId = ERASE_ENTRY) {
  const reference = doc(db, PATH);
  const batch = writeBatch(db);
  batch.set(doc(db, 'activity', entryId), activityEntry(reference, 'erase'));
  batch.delete(reference);
  return batch.commit();
}

/** Deletes the enquiry with `entry` as its erase entry. */
function eraseWithEntry(db: Firestore, entry: DocumentData) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'activity', ERASE_ENTRY), entry);
  batch.delete(doc(db, PATH));
  return batch.commit();
}

describe('the office follows an enquiry up', () => {
  beforeEach(async () => {
    await seed(environment(), [{ path: PATH, data: { ...ENQUIRY, createdAt: Timestamp.now() } }]);
  });

  it('a status with a line of history and its activity entry: accepted, and then the next line', async () => {
    await assertSucceeds(updateDoc(doc(admin, PATH), followUpOf(0, 'contacted')));
    await assertSucceeds(updateDoc(doc(admin, PATH), followUpOf(1, 'visit-booked', ADMIN_EMAIL, '')));
    const stored = (await getDoc(doc(admin, PATH))).data();
    expect(Object.keys(stored?.history ?? {})).toEqual(['0', '1']);
  });

  it('without its activity entry: refused', async () => {
    await assertFails(updateDocument(doc(admin, PATH), followUpOf(0, 'contacted')));
  });

  it.each<[string, DocumentData]>([
    ['a status the office does not use', followUpOf(0, 'waitlisted')],
    ['no line of history', { status: 'contacted', updatedAt: serverTimestamp() }],
    ['a line out of turn', followUpOf(1, 'contacted')],
    ['a line in another name', followUpOf(0, 'contacted', STAFF_EMAIL)],
    ['a line with another status than set', { ...followUpOf(0, 'contacted'), status: 'applied' }],
    ['a line with a time of its own', { ...followUpOf(0, 'contacted'), 'history.0': { at: Timestamp.now(), by: ADMIN_EMAIL, status: 'contacted', note: '' } }],
    ['a note of 501 characters', followUpOf(0, 'contacted', ADMIN_EMAIL, text(501))],
    ['a note with a right-to-left override', followUpOf(0, 'contacted', ADMIN_EMAIL, 'Call \u202eback')],
    ['a line with a field of its own', { ...followUpOf(0, 'contacted'), 'history.0': { at: serverTimestamp(), by: ADMIN_EMAIL, status: 'contacted', note: '', mobile: '+919000000000' } }],
    ['a change of what the parent sent', { ...followUpOf(0, 'contacted'), mobile: '+919000000000' }],
    ['no time of the change', without(followUpOf(0, 'contacted'), 'updatedAt')],
    ['closed without when', without(followUpOf(0, 'closed'), 'closedAt')],
    ['a closing time while not closed', { ...followUpOf(0, 'contacted'), closedAt: serverTimestamp() }],
  ])('with %s: refused', async (_kind, change) => {
    await assertFails(updateDoc(doc(admin, PATH), change));
  });

  it('an earlier line is never rewritten', async () => {
    await assertSucceeds(updateDoc(doc(admin, PATH), followUpOf(0, 'contacted')));
    await assertFails(updateDoc(doc(admin, PATH), { ...followUpOf(1, 'applied'), 'history.0': { at: serverTimestamp(), by: ADMIN_EMAIL, status: 'contacted', note: 'Rewritten' } }));
    await assertFails(updateDoc(doc(admin, PATH), { ...followUpOf(1, 'applied'), 'history.0': deleteField() }));
  });

  it('an earlier line is never rewritten, even in a history whose numbers skip one (written past the rules)', async () => {
    const line = { at: Timestamp.now(), by: ADMIN_EMAIL, status: 'contacted', note: '' };
    await seed(environment(), [{ path: PATH, data: { ...ENQUIRY, status: 'contacted', history: { 1: line }, createdAt: Timestamp.now() } }]);
    await assertFails(updateDoc(doc(admin, PATH), followUpOf(1, 'applied')));
  });

  it('closed: when is kept from the first close, and cleared on opening again', async () => {
    await assertSucceeds(updateDoc(doc(admin, PATH), followUpOf(0, 'closed')));
    await assertFails(updateDoc(doc(admin, PATH), { ...followUpOf(1, 'closed'), closedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }));
    await assertSucceeds(updateDoc(doc(admin, PATH), { ...followUpOf(1, 'closed'), closedAt: (await getDoc(doc(admin, PATH))).data()?.closedAt as Timestamp }));
    await assertFails(updateDoc(doc(admin, PATH), followUpOf(2, 'contacted')));
    await assertSucceeds(updateDoc(doc(admin, PATH), { ...followUpOf(2, 'contacted'), closedAt: deleteField() }));
  });

  it('at most 100 lines of history', async () => {
    const history = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [String(index), { at: Timestamp.now(), by: ADMIN_EMAIL, status: 'contacted', note: '' }]));
    await seed(environment(), [{ path: PATH, data: { ...ENQUIRY, status: 'contacted', history, createdAt: Timestamp.now() } }]);
    await assertFails(updateDoc(doc(admin, PATH), followUpOf(100, 'applied')));
  });
});

describe('the office deletes an enquiry for good', () => {
  beforeEach(async () => {
    await seed(environment(), [{ path: PATH, data: { ...ENQUIRY, createdAt: SENT } }]);
  });

  it('with its erase entry: accepted, and nothing is kept in the trash', async () => {
    await assertSucceeds(erase(admin));
    expect((await getDoc(doc(admin, PATH))).exists()).toBe(false);
    expect((await getDocs(collection(admin, 'trash'))).size).toBe(0);
  });

  it.each<[string, (db: Firestore) => Promise<void>]>([
    ['without an entry', (db) => deleteDocument(doc(db, PATH))],
    ['with an entry under another id', (db) => erase(db, `erase~${ID.replace('3', '4')}~${SENT.toDate().getTime()}`)],
    ['with an entry without the time it was sent', (db) => erase(db, `erase~${ID}`)],
    ['with an entry naming another time it was sent', (db) => erase(db, `erase~${ID}~${SENT.toDate().getTime() + 1}`)],
    [
      'with an entry of another action',
      (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'activity', ERASE_ENTRY), activityEntry(doc(db, PATH), 'delete'));
        batch.delete(doc(db, PATH));
        return batch.commit();
      },
    ],
    ['with an entry about another collection', (db) => eraseWithEntry(db, { ...activityEntry(doc(db, PATH), 'erase'), type: 'announcements' })],
    ['with an entry about another enquiry', (db) => eraseWithEntry(db, { ...activityEntry(doc(db, PATH), 'erase'), itemId: 'aaaaaaaaaabbbbbbbbbb' })],
  ])('%s: refused', async (_kind, deletion) => {
    await assertFails(deletion(admin));
  });

  it('with a copy kept in the trash beside it, as a deletion of content would: refused', async () => {
    const reference = doc(admin, PATH);
    const stored = (await getDoc(reference)).data() ?? {};
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'activity', ERASE_ENTRY), activityEntry(reference, 'erase'));
    batch.set(doc(admin, `trash/enquiries~${ID}`), trashedCopy(reference, stored, ERASE_ENTRY));
    batch.delete(reference);
    await assertFails(batch.commit());
  });

  it('with only the entry of an earlier erase of the same id (the enquiry sent again since): refused', async () => {
    await seed(environment(), [{ path: `activity/${ERASE_ENTRY}`, data: { ...activityEntry(doc(admin, PATH), 'erase'), at: Timestamp.fromDate(new Date('2026-01-05T10:00:00Z')) } }]);
    await assertFails(deleteDocument(doc(admin, PATH)));
  });

  it('sent again after a deletion, deleted again: accepted, with an entry of its own', async () => {
    await assertSucceeds(erase(admin));
    const sentAgain = new Timestamp(SENT.seconds + 86_400, 987_654_321);
    await seed(environment(), [{ path: PATH, data: { ...ENQUIRY, createdAt: sentAgain } }]);
    await assertSucceeds(erase(admin, `erase~${ID}~${sentAgain.toDate().getTime()}`));
    expect((await getDocs(collection(admin, 'activity'))).size).toBe(2);
  });
});

describe('the admissions page', () => {
  it('is read by anyone, and written by the office only', async () => {
    await assertSucceeds(getDoc(doc(visitor, admissions.path)));
    await assertFails(setDocument(doc(visitor, admissions.path), { ...admissions.valid, open: false }));
    await assertFails(setDocument(doc(dbAs(environment(), 'staff'), admissions.path), { ...admissions.valid, open: false }));
  });

  const fifteen = Object.fromEntries(SCHOOL_CLASSES.map((name) => [name, text(100)]));
  const withClasses = (classes: unknown) => setDoc(doc(admin, admissions.path), { ...admissions.valid, classes });

  it.each<[string, unknown]>([
    ['every class of the school, each age of 100 characters', fifteen],
    ['one class', { 'Pre-KG': '2 years 6 months or more' }],
    ['an age in Tamil', { LKG: '3 வயது அல்லது அதற்கு மேல்' }],
  ])('accepts the classes offered as %s', async (_kind, classes) => {
    await assertSucceeds(withClasses(classes));
  });

  it.each<[string, unknown]>([
    ['no class', {}],
    ['a list of rows', [{ class: 'LKG', age: '3 years or more' }]],
    ['a class the school does not have', { LKG: '3 years or more', XIII: '17 years' }],
    [`an age of 101 characters`, { ...fifteen, UKG: text(101) }],
    // The map's values are read in the order of its keys (I, II, ... LKG, Pre-KG, UKG, V ...): the first age and a
    // later one are checked apart.
    [`a first age of 101 characters`, { I: text(101), LKG: '3 years or more' }],
    ['an empty age', { LKG: '3 years or more', UKG: '' }],
    ['an empty first age', { I: '', LKG: '3 years or more' }],
    ['an empty age between two', { LKG: '3 years or more', 'Pre-KG': '', UKG: '4 years or more' }],
    ['a blank age', { LKG: '   ' }],
    ['an age of a Hangul filler', { LKG: '3 years', UKG: '\u3164' }],
    ['an age on two lines', { LKG: '3 years\nor more' }],
    ['an age with a carriage return', { LKG: '3 years\ror more' }],
    ['a later age with a carriage return', { LKG: '3 years or more', UKG: '4 years\ror more' }],
    ['an age with a right-to-left override', { LKG: '3 years \u202eor more' }],
    ['an age as a number', { LKG: 3 }],
  ])('refuses the classes offered as %s', async (_kind, classes) => {
    await assertFails(withClasses(classes));
  });

  // The day ages are counted on (required) and the day admissions open (optional): days that exist, as YYYY-MM-DD.
  it.each<[string, unknown]>([
    ['a day that does not exist', '2027-02-29'],
    ['a day written as the office might', '31/03/2027'],
    ['a day with its time', '2027-03-31T00:00:00Z'],
    ['a number', 20270331],
  ])('refuses as the day ages are counted on, or as the day admissions open, %s', async (_kind, day) => {
    await assertFails(setDoc(doc(admin, admissions.path), { ...admissions.valid, agesOn: day }));
    await assertFails(setDoc(doc(admin, admissions.path), { ...admissions.valid, open: false, opensOn: day }));
  });

  it('accepts 29 February of a leap year as either day, and no day for their opening', async () => {
    await assertSucceeds(setDoc(doc(admin, admissions.path), { ...admissions.valid, agesOn: '2028-02-29', open: false, opensOn: '2028-02-29' }));
    await assertSucceeds(setDoc(doc(admin, admissions.path), { ...admissions.valid, open: false }));
  });

  it('is admissions/main only', async () => {
    await assertFails(setDoc(doc(admin, 'admissions/2028'), admissions.valid));
  });
});
