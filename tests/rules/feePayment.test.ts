// The fee page's document, fee_payment/main, beyond what the field table (fixtures.ts) covers: Pay Now is an
// https:// address and nothing else (not a page of this site); the terms are rows of two texts and a day; the fee
// structure is its class groups (one-line texts) and their fees (whole rupees in digits), as many fees as groups times
// terms; as many and as long as the table (feePaymentFields) says.
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

/** `count` valid terms, numbered from 1. */
const termsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ ...FEE_TERM, term: `Term ${index + 1}` }));
/** The page with `terms` terms and `groups` class groups, each with a fee for every term. */
const pageOf = (terms: number, groups = 1): DocumentData => ({
  ...fee.valid,
  terms: termsOf(terms),
  feeClasses: Array.from({ length: groups }, (_, index) => `Group ${index + 1}`),
  feeAmounts: Array.from({ length: groups * terms }, () => '26500'),
});

describe('the terms', () => {
  const { min, max } = feePaymentFields.terms;
  const { term: TERM, months: MONTHS } = feeTermFields;

  it('refuses the terms as a map or a text, not a list', async () => {
    await refuse(withField('terms', { 0: FEE_TERM }));
    await refuse(withField('terms', 'Term I'));
  });

  it(`accepts ${min} to ${max} terms, refuses ${min - 1} and ${max + 1}`, async () => {
    await accept(pageOf(min));
    await accept(pageOf(max));
    // Each class group with a fee for each term, so that only the count of terms is wrong.
    await refuse(pageOf(min - 1));
    await refuse(pageOf(max + 1));
  });

  it.each(Array.from({ length: max }, (_, index) => index + 1))(`refuses a bad row in place %i, among ${max} rows and as the last row`, async (place) => {
    const withBadRow = (count: number) => ({ ...pageOf(count), terms: termsOf(count).map((row, index) => (index === place - 1 ? { ...row, dueOn: '30 June' } : row)) });
    await refuse(withBadRow(max));
    await refuse(withBadRow(place));
  });

  it.each([
    ['a blank term', { ...FEE_TERM, term: ' ' }],
    ['no due day', { term: 'Term I', months: 'June to September' }],
    ['the due day as a text (as saved before days were kept)', { term: 'Term I', months: 'June to September', dueBy: '30 June' }],
    ['a field of its own', { ...FEE_TERM, amount: 12000 }],
    ['a number for the months', { ...FEE_TERM, months: 4 }],
    [`a term of ${TERM.max + 1} characters`, { ...FEE_TERM, term: text(TERM.max + 1) }],
    [`months of ${MONTHS.max + 1} characters`, { ...FEE_TERM, months: text(MONTHS.max + 1) }],
    ['a day that does not exist', { ...FEE_TERM, dueOn: '2027-02-29' }],
    ['a day written the other way round', { ...FEE_TERM, dueOn: '30-06-2026' }],
    ['a day with a time', { ...FEE_TERM, dueOn: '2026-06-30T00:00' }],
    ['a timestamp for the day', { ...FEE_TERM, dueOn: POSTED }],
    ['a text instead of a row', 'Term I: June to September, by 30 June'],
    ...HIDDEN_CHARACTERS.map(([name, character]): [string, unknown] => [`a term with ${name}`, { ...FEE_TERM, term: `Term${character} I` }]),
  ])('refuses a row with %s', async (_kind, row) => {
    await refuse(withField('terms', [row]));
  });

  it(`accepts the longest texts of a row (${TERM.max} and ${MONTHS.max} characters), and a leap day`, async () => {
    await accept(withField('terms', [{ term: text(TERM.max), months: text(MONTHS.max), dueOn: '2028-02-29' }]));
  });
});

describe('the fee structure', () => {
  const { min, max, lineMax } = feePaymentFields.feeClasses;
  const { maxAmount } = feePaymentFields.feeAmounts;
  const TERMS = feePaymentFields.terms.max;
  const withAmounts = (feeAmounts: unknown) => ({ ...fee.valid, feeAmounts });
  const withClasses = (feeClasses: unknown) => ({ ...fee.valid, feeClasses });

  it('refuses a page without its class groups or their fees, or with either as a map or a text', async () => {
    await refuse(without(fee.valid, 'feeClasses'));
    await refuse(without(fee.valid, 'feeAmounts'));
    await refuse(withClasses({ 0: 'Classes I to V' }));
    await refuse(withClasses('Classes I to V'));
    await refuse(withAmounts({ 0: '26500' }));
    await refuse(withAmounts('26500'));
  });

  it(`accepts ${min} to ${max} class groups, refuses ${min - 1} and ${max + 1}`, async () => {
    await accept(pageOf(1, min));
    await accept(pageOf(1, max));
    await refuse(pageOf(1, min - 1));
    await refuse(pageOf(1, max + 1));
  });

  it('refuses fees fewer or more than the class groups times the terms', async () => {
    await accept(pageOf(3, 5));
    await refuse({ ...pageOf(3, 5), feeAmounts: pageOf(3, 5).feeAmounts.slice(1) });
    await refuse({ ...pageOf(3, 5), feeAmounts: [...pageOf(3, 5).feeAmounts, '100'] });
    await refuse({ ...pageOf(3, 5), terms: termsOf(2) });
    await refuse({ ...pageOf(3, 5), feeClasses: pageOf(3, 4).feeClasses });
  });

  it.each([
    ['a blank group', ' '],
    ['an empty group', ''],
    ['a group of two lines', 'Classes I\nto V'],
    [`a group of ${lineMax + 1} characters`, text(lineMax + 1)],
    ['a number', 5],
    ['a map', { classes: 'Classes I to V' }],
    ...HIDDEN_CHARACTERS.map(([name, character]): [string, unknown] => [`a group with ${name}`, `Classes${character} I to V`]),
  ])('refuses, among the class groups, %s', async (_kind, group) => {
    // In each place: first, last, and alone.
    await refuse({ ...pageOf(1, 3), feeClasses: [group, 'Group 2', 'Group 3'] });
    await refuse({ ...pageOf(1, 3), feeClasses: ['Group 1', 'Group 2', group] });
    await refuse({ ...pageOf(1, 1), feeClasses: [group] });
  });

  it.each([
    ['a fee in paise (a fraction)', '26500.50'],
    ['a negative fee', '-1'],
    [`a fee over ${written(maxAmount)}`, String(maxAmount + 1)],
    ['a fee with a leading zero', '026500'],
    ['a fee with commas', '26,500'],
    ['a fee with the rupee sign', '₹26500'],
    ['a fee with a space inside', '26 500'],
    ['a blank fee', ' '],
    ['an empty fee', ''],
    ['a fee as a number', 26500],
    ['a fee that is not a number (NaN)', Number.NaN],
    ['a fee of null', null],
    ['a fee in words', 'twenty thousand'],
  ])('refuses, among the fees, %s', async (_kind, amount) => {
    const amounts = (place: number) => Array.from({ length: 6 }, (_, index) => (index === place ? amount : '100'));
    await refuse({ ...pageOf(6, 1), feeAmounts: amounts(0) });
    await refuse({ ...pageOf(6, 1), feeAmounts: amounts(5) });
    await refuse({ ...pageOf(1, 1), feeAmounts: [amount] });
  });

  it(`accepts fees of 0, 7 and ${written(maxAmount)}, and a class group of ${lineMax} characters`, async () => {
    await accept({ ...pageOf(3, 1), feeAmounts: ['0', '7', String(maxAmount)] });
    await accept(withClasses([text(lineMax)]));
  });

  it(`accepts the largest page: ${TERMS} terms and ${max} class groups, every text its longest (within the rules' 1,000 expressions a request)`, async () => {
    const { term: TERM, months: MONTHS } = feeTermFields;
    await accept({
      ...fee.valid,
      intro: text(feePaymentFields.intro.max),
      steps: text(feePaymentFields.steps.max),
      notes: text(feePaymentFields.notes.max),
      terms: Array.from({ length: TERMS }, () => ({ term: text(TERM.max), months: text(MONTHS.max), dueOn: '2026-06-30' })),
      feeClasses: Array.from({ length: max }, () => text(lineMax)),
      feeAmounts: Array.from({ length: max * TERMS }, () => String(maxAmount)),
    });
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
