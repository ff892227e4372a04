import { describe, expect, it } from 'vitest';
import { shippedFeeDocument } from '@/content/feePayment';
import { fromFeeInput, toFeeInput } from '@/features/fee-payment/admin/feeInput';
import { toFeeContent } from '@/features/fee-payment/feePaymentService';

const page = { intro: 'Fees are paid term by term.', bankName: 'Indian Bank', payNowUrl: 'https://pay.example.com/fees', steps: 'Select Pay Now.', notes: '' };

describe('the fee page as read', () => {
  it('reads the fee structure group by group, each group its terms in order', () => {
    const content = toFeeContent({
      ...page,
      terms: [
        { term: 'Term I', months: 'June to September', dueOn: '2026-06-30' },
        { term: 'Term II', months: 'October to January', dueOn: '2026-11-30' },
      ],
      feeClasses: ['Pre-KG to UKG', 'Classes I to V'],
      feeAmounts: ['21000', '17500', '26500', '21000'],
    });
    expect(content.fees).toEqual([
      { classes: 'Pre-KG to UKG', amounts: [21000, 17500] },
      { classes: 'Classes I to V', amounts: [26500, 21000] },
    ]);
  });

  it('reads a fee missing or not in whole rupees as not given, never as another group’s', () => {
    const content = toFeeContent({ ...page, terms: [{ term: 'Term I', months: 'June', dueOn: '2026-06-30' }, { term: 'Term II', months: 'July', dueOn: '2026-07-30' }], feeClasses: ['A', 'B'], feeAmounts: ['100', '2.5', '300'] });
    expect(content.fees).toEqual([
      { classes: 'A', amounts: [100, Number.NaN] },
      { classes: 'B', amounts: [300, Number.NaN] },
    ]);
  });

  it('reads a page saved before December 2026: its terms’ days as the text it gave, and no fee structure', () => {
    const content = toFeeContent({ ...page, terms: [{ term: 'Term I', months: 'June to September', dueBy: '30 June' }] });
    expect(content.terms).toEqual([{ term: 'Term I', months: 'June to September', dueOn: '', dueBy: '30 June' }]);
    expect(content.fees).toEqual([]);
    // The form opens it with the day to pick and one class group to fill, a box for each term.
    expect(toFeeInput(content)).toMatchObject({ terms: [{ term: 'Term I', months: 'June to September', dueOn: '' }], fees: [{ classes: '', amounts: [''] }] });
  });

  it('opens the shipped page in the form and saves it back as it was', () => {
    const shipped = toFeeContent(shippedFeeDocument);
    expect(shipped.fees).toHaveLength(5);
    expect(fromFeeInput(toFeeInput(shipped))).toEqual(shipped);
    // An amount typed with commas and the sign is stored as whole rupees.
    const typed = toFeeInput(shipped);
    const [first, ...rest] = typed.fees;
    const withTyped = { ...typed, fees: [{ classes: first?.classes ?? '', amounts: ['₹ 22,000', ...(first?.amounts.slice(1) ?? [])] }, ...rest] };
    expect(fromFeeInput(withTyped).fees[0]?.amounts).toEqual([22000, 17500, 14000]);
  });
});
