// The fee page's document, fee_payment/main, beyond what the field table (fixtures.ts) covers: Pay Now is an
// https:// address and nothing else (not a page of this site), and the terms are rows of three texts, as many and as
// long as the table (feePaymentFields) says.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { feePaymentFields, feeTermFields } from '@/features/fee-payment/feePaymentSchema';
import { ADDRESS_MAX } from '@/lib/webAddress';
import { FEE_TERM, HIDDEN_CHARACTERS, POSTED, fixture, text, webAddressOfSize, without, written } from './fixtures';
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
    [`an https address of ${written(ADDRESS_MAX + 1)} characters`, webAddressOfSize(ADDRESS_MAX + 1)],
  ])('refuses %s', async (_kind, address) => {
    await refuse(withField('payNowUrl', address));
  });

  it('accepts an https address', async () => {
    await accept(withField('payNowUrl', 'https://www.onlinesbi.sbi/sbicollect/'));
  });
});

describe('the terms', () => {
  const { min, max } = feePaymentFields.terms;
  const { term: TERM, months: MONTHS, dueBy: DUE_BY } = feeTermFields;
  /** `count` valid rows, their terms numbered from 1. */
  const terms = (count: number) => Array.from({ length: count }, (_, index) => ({ ...FEE_TERM, term: `Term ${index + 1}` }));

  it('refuses the terms as a map or a text, not a list', async () => {
    await refuse(withField('terms', { 0: FEE_TERM }));
    await refuse(withField('terms', 'Term I'));
  });

  it(`accepts ${min} to ${max} terms, refuses ${min - 1} and ${max + 1}`, async () => {
    await accept(withField('terms', terms(min)));
    await accept(withField('terms', terms(max)));
    await refuse(withField('terms', terms(min - 1)));
    await refuse(withField('terms', terms(max + 1)));
  });

  it.each(Array.from({ length: max }, (_, index) => index + 1))(`refuses a bad row in place %i, among ${max} rows and as the last row`, async (place) => {
    const withBadRow = (count: number) => terms(count).map((row, index) => (index === place - 1 ? { ...row, dueBy: '  ' } : row));
    await refuse(withField('terms', withBadRow(max)));
    await refuse(withField('terms', withBadRow(place)));
  });

  it.each([
    ['a blank term', { ...FEE_TERM, term: ' ' }],
    ['no due date', { term: 'Term I', months: 'June to September' }],
    ['a field of its own', { ...FEE_TERM, amount: 12000 }],
    ['a number for the months', { ...FEE_TERM, months: 4 }],
    [`a term of ${TERM.max + 1} characters`, { ...FEE_TERM, term: text(TERM.max + 1) }],
    [`months of ${MONTHS.max + 1} characters`, { ...FEE_TERM, months: text(MONTHS.max + 1) }],
    [`a due date of ${DUE_BY.max + 1} characters`, { ...FEE_TERM, dueBy: text(DUE_BY.max + 1) }],
    ['a text instead of a row', 'Term I: June to September, by 30 June'],
    ...HIDDEN_CHARACTERS.map(([name, character]): [string, unknown] => [`a due date with ${name}`, { ...FEE_TERM, dueBy: `30${character} June` }]),
  ])('refuses a row with %s', async (_kind, row) => {
    await refuse(withField('terms', [row]));
  });

  it(`accepts the longest texts of a row (${TERM.max}, ${MONTHS.max} and ${DUE_BY.max} characters)`, async () => {
    await accept(withField('terms', [{ term: text(TERM.max), months: text(MONTHS.max), dueBy: text(DUE_BY.max) }]));
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
