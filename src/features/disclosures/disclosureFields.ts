import type { FieldTable } from '@/lib/fieldTable';

/** The fields of `disclosure_documents/{id}` (src/lib/fieldTable.ts); `missing` names each in the form's '❌ Please add …'. */
export const disclosureFields = {
  title: { kind: 'text', max: 200, label: 'Title', missing: 'a title' },
  /** The admin page removes the field when it is emptied. */
  description: { kind: 'text', max: 1_000, multiline: true, mayBeEmpty: true, optional: true, label: 'Description (optional)' },
  /** 'Updated on': the day staff say the document was last updated. */
  documentDate: { kind: 'iso date', label: 'Updated on', missing: "an 'Updated on' date" },
  pdfUrl: { kind: 'address', missing: 'a PDF' },
  /** The staff's order, lowest first. */
  order: { kind: 'priority' },
  updatedAt: { kind: 'write time' },
} as const satisfies FieldTable;
