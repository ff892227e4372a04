/** What only the admin area writes of the disclosure documents; visitors never download it. */
import { runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { logChange } from '@/lib/activityLog';
import { collectionWriter } from '@/lib/collectionWriter';
import { readNumber } from '@/lib/documentFields';
import { liteDb, liteDocument } from '@/lib/liteDb';
import { Refusal } from '@/lib/refusal';
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

/** A new document goes after the others: one more than the highest order stored. */
async function nextOrder(): Promise<number> {
  const orders = (await listDisclosureDocuments()).map((document) => document.order).filter((order) => order !== null);
  return orders.length === 0 ? 1 : Math.floor(Math.max(...orders)) + 1;
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
  created: async () => ({ order: await nextOrder(), updatedAt: serverTimestamp() }),
});

/** One step of a document up or down the list, as the admin saw the list (`shown`, in its order). */
export interface DisclosureMove {
  id: string;
  direction: 'up' | 'down';
  shown: readonly Pick<DisclosureDocument, 'id' | 'order' | 'title'>[];
}

/** The order was changed (or a document removed) by someone else after the list was read: nothing was moved. */
export class OrderChangedError extends Refusal {
  constructor() {
    super('Someone else changed the list of documents meanwhile, so nothing was moved. The list now shows the current order: move it again if it is still needed.');
    this.name = 'OrderChangedError';
  }
}

/** Whether each document has an order, and each a higher one than the one before it. */
const strictlyOrdered = (documents: readonly Pick<DisclosureDocument, 'order'>[]): boolean =>
  documents.every((document, index) => {
    const previous = documents[index - 1];
    return document.order !== null && (previous === undefined || (previous.order !== null && document.order > previous.order));
  });

/**
 * Moves a document one place up or down: in one transaction, so that visitors never see two documents with the
 * same place, it and its neighbour swap their orders. Where the list had no strict order (two documents with the
 * same order, one without an order: only possible by hand), every document is numbered 1, 2, 3 … in the new order
 * instead. Each document is first read again: if its order is not the one the admin saw, nothing is written.
 */
export async function moveDisclosureDocument({ id, direction, shown }: DisclosureMove): Promise<void> {
  const from = shown.findIndex((document) => document.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const moving = shown[from];
  const neighbour = shown[to];
  if (!moving || !neighbour) throw new Error(`This document is already the ${direction === 'up' ? 'first' : 'last'}.`);

  const reordered = shown.map((document, index) => (index === from ? neighbour : index === to ? moving : document));
  const swap = strictlyOrdered(shown);
  const orders = new Map(swap ? [[moving.id, neighbour.order], [neighbour.id, moving.order]] : reordered.map((document, index) => [document.id, index + 1]));
  const touched = swap ? [moving, neighbour] : shown;

  const writes = touched.map((document) => ({ document, reference: liteDocument(DISCLOSURES, document.id), order: orders.get(document.id) }));
  await runTransaction(liteDb(), async (transaction) => {
    const stored = await Promise.all(writes.map(({ reference }) => transaction.get(reference)));
    if (stored.some((snapshot, index) => !snapshot.exists() || readNumber(snapshot.data() ?? {}, 'order') !== writes[index]?.document.order)) {
      throw new OrderChangedError();
    }
    for (const { document, reference, order } of writes) {
      if (order === document.order) continue;
      const change = { item: reference, title: document.title, action: 'reorder' } as const;
      transaction.update(reference, { order, updatedAt: serverTimestamp(), ...logChange(transaction, change) });
    }
  });
}
