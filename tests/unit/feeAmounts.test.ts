import { describe, expect, it } from 'vitest';
import { dueSoon, rupees, yearTotal } from '@/features/fee-payment/feeAmounts';

describe('rupees', () => {
  it.each([
    [0, '₹0'],
    [950, '₹950'],
    [26500, '₹26,500'],
    [125000, '₹1,25,000'],
    [1000000, '₹10,00,000'],
    [12345678, '₹1,23,45,678'],
  ])('writes %i as %s, grouped as India writes it', (amount, written) => {
    expect(rupees(amount)).toBe(written);
    // The same as the browser's own Indian grouping.
    expect(written).toBe(`₹${amount.toLocaleString('en-IN')}`);
  });

  it('writes an amount not given (NaN), a fraction or a negative as a dash', () => {
    expect(rupees(Number.NaN)).toBe('—');
    expect(rupees(2.5)).toBe('—');
    expect(rupees(-10)).toBe('—');
  });
});

describe('dueSoon', () => {
  const today = '2026-12-04';
  it.each([
    ['2026-12-04', 'Due today'],
    ['2026-12-05', 'Due tomorrow'],
    ['2026-12-07', 'Due in 3 days'],
    ['2026-12-11', 'Due in 7 days'],
    ['2027-01-01', null],
    ['2026-12-12', null],
    ['2026-12-03', null],
    ['', null],
  ])('a term due on %s is marked %s', (dueOn, mark) => {
    expect(dueSoon(dueOn, today)).toBe(mark);
  });

  it('counts across a month and a year end', () => {
    expect(dueSoon('2027-01-02', '2026-12-30')).toBe('Due in 3 days');
    expect(dueSoon('2028-03-01', '2028-02-28')).toBe('Due in 2 days');
  });
});

describe('yearTotal', () => {
  it('adds up the terms, and is not a number when one is not given', () => {
    expect(rupees(yearTotal([26500, 21000, 17500]))).toBe('₹65,000');
    expect(rupees(yearTotal([26500, Number.NaN]))).toBe('—');
  });
});
