/** What only the admin area writes of the Mandatory Public Disclosure; visitors never download it. */
import { deleteField, runTransaction, serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import { logChange } from '@/lib/activityLog';
import { EditConflictError, liteDb, liteDocument } from '@/lib/liteDb';
import { sectionOf, type SectionId } from '../appendixIX';
import { MANDATORY_DISCLOSURE } from '../mandatoryDisclosureService';

/** One save of a section: the fields a form changed (undefined removes a field) and when the form's data was saved. */
export interface SectionSave {
  section: SectionId;
  /** The section's `updatedAt` as the form last read it; undefined for a section never saved. */
  openedAt: Date | undefined;
  changes: Record<string, unknown>;
}

/**
 * Writes a form's changes to its section, with `updatedAt` the server's time, in a transaction that first checks
 * that the stored `updatedAt` is still the one the form read: else nothing is written (EditConflictError), so a save
 * never overwrites someone else's newer edit. A section never saved is created. Logged as an edit of the section.
 * Fields the section no longer keeps (its `dropped`: appendixIX.ts) are removed by the save.
 */
export async function saveSection({ section, openedAt, changes }: SectionSave): Promise<void> {
  const reference = liteDocument(MANDATORY_DISCLOSURE, section);
  await runTransaction(liteDb(), async (transaction) => {
    const stored = await transaction.get(reference);
    const updatedAt: unknown = stored.exists() ? stored.get('updatedAt') : undefined;
    const storedAt = updatedAt instanceof Timestamp ? updatedAt.toMillis() : null;
    if (storedAt !== (openedAt?.getTime() ?? null)) throw new EditConflictError(storedAt === null ? null : new Date(storedAt));
    const stamp = { updatedAt: serverTimestamp(), ...logChange(transaction, { item: reference, title: sectionOf(section).title, action: 'edit' }) };
    if (stored.exists()) {
      const dropped = (sectionOf(section).dropped ?? []).filter((field) => stored.get(field) !== undefined);
      const update = Object.fromEntries([
        ...Object.entries(changes).map(([field, value]) => [field, value === undefined ? deleteField() : value]),
        ...dropped.map((field) => [field, deleteField()]),
      ]);
      transaction.update(reference, { ...update, ...stamp });
    } else {
      const created = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      transaction.set(reference, { ...created, ...stamp });
    }
  });
}
