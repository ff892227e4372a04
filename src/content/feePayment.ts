/**
 * The Fee Payment page: how and when to pay, and the bank's online collection page behind 'Pay Now'.
 * The due dates and office arrangements follow the seeded announcements; they are sample content for the school
 * to confirm each year.
 */
import { school } from './school';

export interface FeeTerm {
  term: string;
  months: string;
  dueBy: string;
}

export const feePayment = {
  title: 'Fee Payment',
  intro: 'School fees are paid term by term. The quickest way is online, through our bank’s secure fee collection page: it accepts net banking, debit and credit cards and UPI, and gives you an e-receipt at once.',

  payNow: {
    label: 'Pay Now',
    /**
     * The bank's online fee collection page. [placeholder on the reserved example.com domain: the school sets the
     * address its bank gives it]
     */
    url: 'https://pay.example.com/school-fees',
    /** [placeholder] */
    bankName: '[Bank Name]',
  },

  steps: [
    'Select Pay Now. The bank’s secure fee collection page opens in a new tab.',
    'Choose the school, then enter your child’s admission number and date of birth.',
    'Check the amount shown for the term and pay by net banking, card or UPI.',
    'Save or print the e-receipt. The payment reaches the school’s records within two working days.',
  ],

  termsTitle: 'When fees are due',
  terms: [
    { term: 'Term I', months: 'June to September', dueBy: '30 June' },
    { term: 'Term II', months: 'October to January', dueBy: '30 November' },
    { term: 'Term III', months: 'February to April', dueBy: '28 February' },
  ] satisfies FeeTerm[],

  notes: [
    `You can also pay at the accounts office (${school.officeHours}) by card, UPI or demand draft.`,
    'A late fee applies from the day after the due date.',
    'Parents who need to pay in instalments may meet the Administrative Officer before the due date.',
    'For any discrepancy, write to the accounts office with the receipt number.',
  ],
} as const;
