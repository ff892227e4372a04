/** What only the admin area writes of the disclosure documents; visitors never download it. */
import { serverTimestamp } from 'firebase/firestore/lite';
import { collectionWriter } from '@/lib/collectionWriter';
import { liteDocument } from '@/lib/liteDb';
import { listOrder, placeAt } from '@/lib/listOrder';
import { storedAddress } from '@/lib/webAddress';
import { DISCLOSURES, listDisclosureDocuments, type DisclosureDocument } from '../disclosuresService';

export interface DisclosureDraft {
  title: string;
  description: string;
  /** 'Updated on', an ISO date (`2026-06-12`). */
  documentDate: string;
  /** The PDF's address: a new upload's, or the stored one kept. */
  pdfUrl: string;
}

/** A document's address is stored as given (`storedAddress`); an empty description is left out; its order stays. */
export const disclosureWriter = collectionWriter<DisclosureDraft, DisclosureDocument>(DISCLOSURES, {
  stored: (document) => ({
    title: document.title.trim(),
    description: document.description?.trim() || undefined,
    documentDate: document.documentDate ?? '',
    pdfUrl: document.pdfUrl?.trim() ?? '',
  }),
  checked: (draft) => ({ ...draft, pdfUrl: storedAddress(draft.pdfUrl) }),
  name: (draft) => draft.title.trim(),
  created: async () => ({ order: placeAt('last', (await listDisclosureDocuments()).map((document) => document.order)), updatedAt: serverTimestamp() }),
});

/** Move up and Move down: the documents' `order`. */
export const disclosureOrder = listOrder({ reference: (id) => liteDocument(DISCLOSURES, id), field: 'order', noun: 'document', plural: 'documents' });
