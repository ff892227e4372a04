import type { FieldTable } from '@/lib/fieldTable';

const MISSING = '❌ Please fill in the introduction, the bank’s name, the Pay Now address, the steps, and every box of each term.';

/** One row of the terms: its name, its months and when it is due. */
export const feeTermFields = {
  term: { kind: 'text', max: 50, label: 'Term', missing: MISSING },
  months: { kind: 'text', max: 100, label: 'Months', missing: MISSING },
  dueBy: { kind: 'text', max: 50, label: 'Pay by', missing: MISSING },
} as const satisfies FieldTable;

/** The fields of `fee_payment/main` (src/lib/fieldTable.ts; docs/data-model.md): steps and notes one per line. */
export const feePaymentFields = {
  intro: { kind: 'text', max: 1_000, multiline: true, label: 'Introduction', missing: MISSING },
  bankName: { kind: 'text', max: 100, label: 'Bank’s name', missing: MISSING },
  payNowUrl: {
    kind: 'address',
    httpsOnly: true,
    label: 'Pay Now address',
    missing: MISSING,
    invalid: 'Enter the bank’s fee collection page, starting with https:// (copy it from the bank’s letter or e-mail).',
  },
  steps: { kind: 'text', max: 2_000, multiline: true, label: 'How to pay', missing: MISSING },
  terms: { kind: 'rows', min: 1, max: 6, row: feeTermFields },
  notes: { kind: 'text', max: 2_000, multiline: true, mayBeEmpty: true, label: 'Notes (optional)' },
  updatedAt: { kind: 'write time', optional: true },
} as const satisfies FieldTable;
