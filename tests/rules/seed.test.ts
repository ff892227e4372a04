// An administrator can still edit every document the demo seed writes: each seeded document is stored as it
// is (rules off), then edited the way the admin pages edit it (rules on). A seed document the rules would
// lock against edits fails here, naming its path.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion, deleteField, doc, serverTimestamp, type DocumentData, type DocumentReference,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDocuments } from '../../scripts/seed/data.mjs';
import { ADMIN_EMAIL, dbAs, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

interface SeedDocument {
  path: string;
  data: DocumentData;
}

function isSeedDocument(value: unknown): value is SeedDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { path, data } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof data === 'object' && data !== null && !Array.isArray(data);
}

const seeded: unknown = seedDocuments();
const documents: SeedDocument[] = Array.isArray(seeded) ? seeded.filter(isSeedDocument) : [];

const environment = rulesEnvironmentForFile();

/** A stored string trimmed, the way the admin forms are filled from the readers; empty when absent. */
const stored = (data: DocumentData, ...keys: string[]): string => {
  for (const key of keys) {
    const value: unknown = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
};

/** One edit of each section of the Mandatory Public Disclosure, as its admin forms make it. */
const MANDATORY_DISCLOSURE_EDITS: Record<string, DocumentData> = {
  general: { principalName: 'Dr. Edited', schoolCode: deleteField() },
  documents: { noc: { url: '/docs/mandatory-disclosure/noc.pdf', updatedOn: '2026-11-25', validUntil: '2027-11-24' } },
  academics: { resultsXII: [{ year: '2026-27', registered: 90, passed: 90 }], resultsXIIOffered: deleteField() },
  staff: { totalTeachers: 70, sectionRatio: deleteField() },
  infrastructure: { campusArea: 12500.25, internet: false },
};

/** The edits an administrator makes through the admin pages, by collection (see src/features/*). */
async function editAsAdmin(reference: DocumentReference, data: DocumentData): Promise<void> {
  const segments = reference.path.split('/');
  const kind = segments.length === 4 ? segments[2] : segments[0];
  switch (kind) {
    case 'announcements':
      await updateDoc(reference, { title: 'Edited announcement', content: stored(data, 'content') || 'Edited.', updatedAt: serverTimestamp() });
      await updateDoc(reference, { archived: data.archived !== true, updatedAt: serverTimestamp() });
      return;
    case 'events_gallery':
      await updateDoc(reference, { title: 'Edited event', priority: 7, imageURLs: data.imageURLs, updatedAt: serverTimestamp() });
      return;
    case 'achievements':
      await updateDoc(reference, {
        title: 'Edited achievement',
        description: stored(data, 'description') || 'Edited.',
        priority: 7,
        imageURL: stored(data, 'imageURL', 'imageUrl'),
        imageUrl: deleteField(),
        updatedAt: serverTimestamp(),
      });
      return;
    case 'council_members':
      await updateDoc(reference, {
        name: 'Edited Name',
        position: stored(data, 'position'),
        year: stored(data, 'year'),
        imageUrl: data.imageUrl,
        priority: 7,
        updatedAt: serverTimestamp(),
      });
      return;
    case 'council_info':
      await setDoc(reference, { description: 'Edited council description.', updatedAt: serverTimestamp() });
      return;
    case 'fee_payment':
      // As 'Manage Fee Payment' saves it: the whole page, the seeded content with a new Pay Now address.
      await setDoc(reference, { ...data, payNowUrl: 'https://pay.example.com/school-fees-2027', updatedAt: serverTimestamp() });
      return;
    case 'admissions':
      // As 'Manage Admissions' saves it: the whole page, closed, with when it opens again.
      await setDoc(reference, { ...data, open: false, opensOn: '2027-11-01', updatedAt: serverTimestamp() });
      return;
    case 'enquiries': {
      // A follow-up: the next line of the history (a closed enquiry opened again loses its closing time).
      const line = String(Object.keys((data.history as object | undefined) ?? {}).length);
      await updateDoc(reference, {
        status: 'contacted',
        [`history.${line}`]: { at: serverTimestamp(), by: ADMIN_EMAIL, status: 'contacted', note: 'Called back.' },
        updatedAt: serverTimestamp(),
        ...(data.status === 'closed' && { closedAt: deleteField() }),
      });
      return;
    }
    case 'important_links': {
      const buttonText = stored(data, 'buttonText');
      const description = stored(data, 'description');
      await updateDoc(reference, {
        title: 'Edited link',
        url: stored(data, 'url'),
        buttonText: buttonText || deleteField(),
        description: description || deleteField(),
        updatedAt: serverTimestamp(),
      });
      return;
    }
    case 'infrastructure_items':
      await updateDoc(reference, {
        title: 'Edited facility',
        description: 'Edited description.',
        thumbnailUrl: data.thumbnailUrl,
        gallery: data.gallery,
        priority: 7,
        updatedAt: serverTimestamp(),
      });
      return;
    case 'year_planner':
      await setDoc(reference, { url: data.url, year: '2027-28', uploadedAt: serverTimestamp(), updatedAt: serverTimestamp() });
      return;
    case 'admins':
      await updateDoc(reference, { name: 'Edited school name', updatedAt: serverTimestamp() });
      return;
    case 'faculty':
      await updateDoc(reference, { title: 'Renamed department', updatedAt: serverTimestamp() });
      await updateDoc(reference, { priority: 7, updatedAt: serverTimestamp() });
      await updateDoc(reference, { members: arrayUnion('New Teacher'), updatedAt: serverTimestamp() });
      return;
    case 'nonTeaching':
      await updateDoc(reference, { category: 'Renamed category', updatedAt: serverTimestamp() });
      await updateDoc(reference, { priority: 7, updatedAt: serverTimestamp() });
      await updateDoc(reference, { members: arrayUnion('New Staff'), updatedAt: serverTimestamp() });
      return;
    case 'key_dates':
      await updateDoc(reference, { title: 'Edited date', end: data.end, note: deleteField(), updatedAt: serverTimestamp() });
      return;
    case 'disclosure_documents':
      await updateDoc(reference, { title: 'Edited document', documentDate: '2026-06-12', updatedAt: serverTimestamp() });
      await updateDoc(reference, { order: 7, updatedAt: serverTimestamp() });
      return;
    case 'mandatory_disclosure':
      // A section's form writes what it changed with the server's time (src/features/mandatory-disclosure/admin).
      await updateDoc(reference, { ...MANDATORY_DISCLOSURE_EDITS[segments[1] ?? ''], updatedAt: serverTimestamp() });
      return;
    default:
      throw new Error(`no admin edit is defined for ${reference.path}: is the collection in docs/data-model.md?`);
  }
}

describe('the demo seed (scripts/seed/data.mjs)', () => {
  it('returns documents of the form { path, data }', () => {
    expect(Array.isArray(seeded)).toBe(true);
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.length).toBe((seeded as unknown[]).length);
  });

  it.each(documents.filter(({ path }) => !path.startsWith('activity/')).map((document): [string, SeedDocument] => [document.path, document]))(
    'an administrator can edit %s',
    async (_path, { path, data }) => {
      await seed(environment(), [{ path, data }]);
      await assertSucceeds(editAsAdmin(doc(dbAs(environment(), 'admin'), path), data));
    },
  );

  it('logs its activity as the demo administrators, about documents it writes, and nobody can change that history', async () => {
    const entries = documents.filter(({ path }) => path.startsWith('activity/'));
    const admins = DEMO_ACCOUNTS.filter((account) => account.admin).map((account) => account.email);
    expect(new Set(entries.map(({ data }) => data.by))).toEqual(new Set(admins));
    for (const { path, data } of entries) {
      const item = documents.find((document) => document.path.endsWith(`${data.type}/${data.itemId}`));
      expect(item?.data.lastActivity, path).toBe(path.split('/')[1]);
      await seed(environment(), [{ path, data }]);
      await assertFails(updateDoc(doc(dbAs(environment(), 'admin'), path), { by: 'someone@else.school' }));
    }
  });
});
