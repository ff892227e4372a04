import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listDisclosureDocuments } from '@/features/disclosures/disclosuresService';
import { disclosureOrder, disclosureWriter, type DisclosureDraft } from '@/features/disclosures/admin/disclosuresAdminService';
import { OrderChangedError, type ListMove } from '@/lib/listOrder';
import { EditConflictError } from '@/lib/liteDb';
import { clearFirestore, closeEmulatorClients, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument, type RawValue } from './emulator';

const { add: addDisclosureDocument, update: updateDisclosureDocument, remove: deleteDisclosureDocument } = disclosureWriter;

const PDF = 'https://res.cloudinary.com/demo/raw/upload/v1/school/disclosure.pdf';
const EARLIER = new Date('2026-01-05T10:00:00Z');

const draft: DisclosureDraft = { title: ' Fee Structure 2026-27 ', description: '', documentDate: '2026-06-12', pdfUrl: ` ${PDF} ` };

/** A stored document as the admin page writes it. */
const stored = (title: string, order: unknown, extra: RawDocument = {}): RawDocument => ({
  title,
  pdfUrl: `/docs/${title.toLowerCase()}.pdf`,
  documentDate: '2026-06-12',
  ...(order === undefined ? {} : { order: order as RawValue }),
  updatedAt: EARLIER,
  ...extra,
});

async function storeList(entries: [id: string, order: unknown][]): Promise<void> {
  for (const [id, order] of entries) await putRaw(`disclosure_documents/${id}`, stored(id, order));
}

const ids = async () => (await listDisclosureDocuments()).map((document) => document.id);
/** The list as the admin page shows it to Move up and Move down. */
const shownList = async () => (await listDisclosureDocuments()).map(({ id, title, order }) => ({ id, title, place: order }));
const move = (id: string, direction: ListMove['direction'], shown: ListMove['shown']) => disclosureOrder.move({ id, direction, shown });

const orders = async () => (await listDisclosureDocuments()).map((document) => [document.id, document.order]);

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('reading the disclosure documents', () => {
  it('lists them in the staff order; those without a numeric order last; ties by title', async () => {
    await storeList([['Zeta', 1], ['Beta', 3], ['Alpha', 3], ['Text', '2'], ['Missing', undefined], ['Gamma', 2.5]]);

    expect(await ids()).toEqual(['Zeta', 'Gamma', 'Alpha', 'Beta', 'Missing', 'Text']);
  });

  it('reads every field, and what cannot be shown as null: an unsafe address, an impossible date, no description', async () => {
    await putRaw('disclosure_documents/full', stored('Full', 1, { description: '  Details.  ' }));
    await putRaw('disclosure_documents/unsafe', stored('Unsafe', 2, { pdfUrl: 'javascript:alert(1)', documentDate: '2026-02-30' }));

    expect(await listDisclosureDocuments()).toEqual([
      { id: 'full', title: 'Full', description: 'Details.', pdfUrl: '/docs/full.pdf', documentDate: '2026-06-12', order: 1, updatedAt: EARLIER },
      { id: 'unsafe', title: 'Unsafe', description: null, pdfUrl: null, documentDate: null, order: 2, updatedAt: EARLIER },
    ]);
  });
});

describe('adding, editing and deleting', () => {
  it('adds the first document at order 1, trimmed, without a description field when none was typed', async () => {
    const id = await addDisclosureDocument(draft);

    const saved = await getRaw(`disclosure_documents/${id}`);
    expect(saved).toMatchObject({ title: 'Fee Structure 2026-27', pdfUrl: PDF, documentDate: '2026-06-12', order: 1 });
    expect(saved).not.toHaveProperty('description');
    expect(saved?.updatedAt).toBeInstanceOf(Date);
  });

  it('adds a document after the others: one more than the highest order', async () => {
    await storeList([['First', 1], ['Second', 4.5], ['Unordered', undefined]]);

    const id = await addDisclosureDocument({ ...draft, description: ' Fees for every class. ' });

    expect(await getRaw(`disclosure_documents/${id}`)).toMatchObject({ order: 5, description: 'Fees for every class.' });
    expect(await ids()).toEqual(['First', 'Second', id, 'Unordered']);
  });

  it('refuses a PDF address the site cannot store, naming it, before writing', async () => {
    await expect(addDisclosureDocument({ ...draft, pdfUrl: 'http://example.org/fees.pdf' })).rejects.toThrow('The address “http://example.org/fees.pdf” cannot be saved');
    expect(await listDisclosureDocuments()).toEqual([]);
  });

  it('an edit writes the changed fields and keeps the order and the PDF; clearing the description removes it', async () => {
    const id = await addDisclosureDocument({ ...draft, description: 'Fees' });

    const opened = await openedIn(listDisclosureDocuments(), id);
    await updateDisclosureDocument(id, { title: 'Fee Structure', description: '  ', documentDate: '2026-07-01', pdfUrl: PDF }, opened);

    const saved = await getRaw(`disclosure_documents/${id}`);
    expect(saved).toMatchObject({ title: 'Fee Structure', documentDate: '2026-07-01', pdfUrl: PDF, order: 1 });
    expect(saved).not.toHaveProperty('description');
    expect((saved?.updatedAt as Date).getTime()).toBeGreaterThan(opened.updatedAt?.getTime() ?? 0);
  });

  it('an edit with a new PDF replaces the address', async () => {
    const id = await addDisclosureDocument(draft);
    const replacement = '/__local-upload/files/new.pdf';

    await updateDisclosureDocument(id, { ...draft, pdfUrl: replacement }, await openedIn(listDisclosureDocuments(), id));

    expect((await listDisclosureDocuments())[0]?.pdfUrl).toBe(replacement);
  });

  it('refuses an edit opened before someone else saved, writing nothing', async () => {
    const id = await addDisclosureDocument(draft);
    const openedByA = await openedIn(listDisclosureDocuments(), id);
    await updateDisclosureDocument(id, { ...draft, title: 'By B' }, await openedIn(listDisclosureDocuments(), id));

    await expect(updateDisclosureDocument(id, { ...draft, description: 'By A' }, openedByA)).rejects.toBeInstanceOf(EditConflictError);
    expect(await getRaw(`disclosure_documents/${id}`)).not.toHaveProperty('description');
  });

  it('deletes a document', async () => {
    await storeList([['Gone', 1], ['Kept', 2]]);

    await deleteDisclosureDocument({ id: 'Gone', title: 'A deleted document' });

    expect(await ids()).toEqual(['Kept']);
  });
});

describe('moving a document', () => {
  it('swaps its order with the neighbour above, stamping both, and leaves the others alone', async () => {
    await storeList([['A', 1], ['B', 2], ['C', 5]]);

    await move('C', 'up', await shownList());

    expect(await orders()).toEqual([['A', 1], ['C', 2], ['B', 5]]);
    expect(((await getRaw('disclosure_documents/C'))?.updatedAt as Date).getTime()).toBeGreaterThan(EARLIER.getTime());
    expect(((await getRaw('disclosure_documents/B'))?.updatedAt as Date).getTime()).toBeGreaterThan(EARLIER.getTime());
    expect((await getRaw('disclosure_documents/A'))?.updatedAt).toEqual(EARLIER);
  });

  it('swaps it with the neighbour below', async () => {
    await storeList([['A', 1], ['B', 2], ['C', 3]]);

    await move('A', 'down', await shownList());

    expect(await orders()).toEqual([['B', 1], ['A', 2], ['C', 3]]);
  });

  it('numbers every document 1, 2, 3 … in the new order where the two had the same order or one had none', async () => {
    await storeList([['A', 1], ['B', 1], ['C', undefined]]);

    await move('C', 'up', await shownList());

    expect(await orders()).toEqual([['A', 1], ['C', 2], ['B', 3]]);
    expect((await getRaw('disclosure_documents/A'))?.updatedAt).toEqual(EARLIER);
  });

  it('refuses to move the first document up or the last one down', async () => {
    await storeList([['A', 1], ['B', 2]]);
    const shown = await shownList();

    await expect(move('A', 'up', shown)).rejects.toThrow('This document is already the first.');
    await expect(move('B', 'down', shown)).rejects.toThrow('This document is already the last.');
    expect(await orders()).toEqual([['A', 1], ['B', 2]]);
  });

  it('writes nothing when the order changed after the list was read, or the neighbour was deleted', async () => {
    await storeList([['A', 1], ['B', 2], ['C', 3]]);
    const shownByA = await shownList();
    await move('C', 'up', await shownList());

    await expect(move('B', 'up', shownByA)).rejects.toBeInstanceOf(OrderChangedError);
    expect(await orders()).toEqual([['A', 1], ['C', 2], ['B', 3]]);

    const shown = await shownList();
    await deleteDisclosureDocument({ id: 'A', title: 'A deleted document' });
    await expect(move('C', 'up', shown)).rejects.toBeInstanceOf(OrderChangedError);
    expect(await orders()).toEqual([['C', 2], ['B', 3]]);
  });
});
