import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeeContent } from '@/content/feePayment';
import { FeePaymentPage } from '@/features/fee-payment/FeePaymentPage';
import { useToday } from '@/features/fee-payment/useToday';
import { renderWithQueries } from './renderWithQueries';

const fees = vi.hoisted(() => ({ getFeeContent: vi.fn<() => Promise<FeeContent | null>>() }));
vi.mock('@/features/fee-payment/feePaymentService', async (original) => ({ ...(await original<object>()), ...fees }));

const content: FeeContent = {
  intro: 'Fees are paid term by term.',
  bankName: 'Indian Bank',
  payNowUrl: 'https://pay.example.com/fees',
  steps: 'Select Pay Now.',
  terms: [
    { term: 'Term I', months: 'June to September', dueOn: '2026-06-30' },
    { term: 'Term II', months: 'October to January', dueOn: '2026-12-07' },
    { term: 'Term III', months: 'February to April', dueOn: '', dueBy: '28 February' },
  ],
  fees: [{ classes: 'Classes I to V', amounts: [26500, 21000, 17500] }],
  notes: '',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('FeePaymentPage', () => {
  it('marks the term due within 7 days, and only it; a day saved as a text shows as it was given', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-04T10:00:00'), toFake: ['Date'] });
    fees.getFeeContent.mockResolvedValue(content);
    renderWithQueries(<FeePaymentPage />);
    const terms = await screen.findByRole('table', { name: 'When fees are due' });
    const [, termI, termII, termIII] = within(terms).getAllByRole('row');
    expect(termII).toHaveTextContent('7 December 2026Due in 3 days');
    expect(termII).toHaveClass('fee-terms__row--due');
    expect(termI).toHaveTextContent(/^Term IJune to September30 June 2026$/);
    expect(termIII).toHaveTextContent(/28 February$/);
    expect(within(terms).getAllByText(/^Due /)).toHaveLength(1);
  });

  it('shows the fee structure with the sum for the year', async () => {
    fees.getFeeContent.mockResolvedValue(content);
    renderWithQueries(<FeePaymentPage />);
    const structure = await screen.findByRole('table', { name: 'The fee for each term, in rupees (₹)' });
    expect(within(structure).getByRole('row', { name: /Classes I to V/ })).toHaveTextContent('Classes I to V₹26,500₹21,000₹17,500₹65,000');
  });

  it('knows no day in the page rendered on the server (the build), and so marks no term there', () => {
    vi.useFakeTimers({ now: new Date('2026-12-04T10:00:00'), toFake: ['Date'] });
    expect(renderToString(<TodayProbe />)).toBe('no day');
  });
});

function TodayProbe() {
  return <>{useToday() ?? 'no day'}</>;
}
