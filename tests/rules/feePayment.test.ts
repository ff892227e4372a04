// The fee page's document, fee_payment/main, beyond what the field table (fixtures.ts) covers: Pay Now is an
// https:// address and nothing else (not a page of this site), and the terms are one to six rows of three texts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FEE_TERM, HIDDEN_CHARACTERS, POSTED, fixture, text, webAddressOfSize, without } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, seed, setDoc } from './support';

const environment = rulesEnvironmentForFile();
const fee = fixture('fee_payment');
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const withField = (field: string, value: unknown): DocumentData => ({ ...fee.valid, [field]: value });
const refuse = (data: DocumentData) => expectRefused(environment(), admin, fee.path, data, fee.valid);
const accept = (data: DocumentData) => assertSucceeds(setDoc(doc(admin, fee.path), data));

describe('Pay Now', () => {
  it.each([
    ['a page of this site', '/FeePayment'],
    ['an http address', 'http://pay.example.com/fees'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['the https scheme in capitals', 'HTTPS://pay.example.com/fees'],
    ['no address', ''],
    ['a number', 42],
    ['an https address with a space inside', 'https://pay.example.com/school fees'],
    ['an https address of 2,049 characters', webAddressOfSize(2049)],
  ])('refuses %s', async (_kind, address) => {
    await refuse(withField('payNowUrl', address));
  });

  it('accepts an https address', async () => {
    await accept(withField('payNowUrl', 'https://www.onlinesbi.sbi/sbicollect/'));
  });
});

describe('the terms', () => {
  const term = (index: number) => ({ term: `Term ${index}`, months: 'June to September', dueBy: '30 June' });

  it('refuses the terms as a map, not a list', async () => {
    await refuse(withField('terms', { 0: FEE_TERM }));
  });

  it('accepts one to six terms, refuses none and seven', async () => {
    await accept(withField('terms', [FEE_TERM]));
    await accept(withField('terms', [1, 2, 3, 4, 5, 6].map(term)));
    await refuse(withField('terms', []));
    await refuse(withField('terms', [1, 2, 3, 4, 5, 6, 7].map(term)));
  });

  it.each([1, 2, 3, 4, 5, 6])('refuses a bad row in place %i', async (place) => {
    const rows = [1, 2, 3, 4, 5, 6].map(term);
    await refuse(withField('terms', rows.map((row, index) => (index === place - 1 ? { ...row, dueBy: '  ' } : row))));
  });

  it.each([
    ['a blank term', { ...FEE_TERM, term: ' ' }],
    ['no due date', { term: 'Term I', months: 'June to September' }],
    ['a field of its own', { ...FEE_TERM, amount: 12000 }],
    ['a number for the months', { ...FEE_TERM, months: 4 }],
    ['a term of 51 characters', { ...FEE_TERM, term: text(51) }],
    ['months of 101 characters', { ...FEE_TERM, months: text(101) }],
    ['a due date of 51 characters', { ...FEE_TERM, dueBy: text(51) }],
    ['a text instead of a row', 'Term I: June to September, by 30 June'],
    ...HIDDEN_CHARACTERS.map(([name, character]): [string, unknown] => [`a due date with ${name}`, { ...FEE_TERM, dueBy: `30${character} June` }]),
  ])('refuses a row with %s', async (_kind, row) => {
    await refuse(withField('terms', [row]));
  });

  it('accepts the longest texts of a row', async () => {
    await accept(withField('terms', [{ term: text(50), months: text(100), dueBy: text(50) }]));
  });
});

describe('when it was saved', () => {
  it('refuses a save over the stored page without updatedAt, or with an earlier time; accepts the time of the write', async () => {
    await seed(environment(), [{ path: fee.path, data: { ...fee.valid, updatedAt: POSTED } }]);
    await assertFails(setDoc(doc(admin, fee.path), without(fee.valid, 'updatedAt')));
    await assertFails(setDoc(doc(admin, fee.path), { ...fee.valid, updatedAt: POSTED }));
    await assertSucceeds(setDoc(doc(admin, fee.path), { ...fee.valid, updatedAt: serverTimestamp() }));
  });
});

describe('where', () => {
  it('refuses any other id than main', async () => {
    await expectRefused(environment(), admin, 'fee_payment/other', fee.valid, fee.valid);
  });
});
