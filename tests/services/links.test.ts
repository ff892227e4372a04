import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFirstImportantLinks, listImportantLinks } from '@/features/links/linksService';
import { linkWriter, type ImportantLinkDraft } from '@/features/links/admin/linksAdmin';
import { EditConflictError } from '@/lib/liteDb';
import { clearFirestore, closeEmulatorClients, getRaw, openedIn, putRaw, signInAsAdmin } from './emulator';

const { add: addImportantLink, update: updateImportantLink, remove: deleteImportantLink } = linkWriter;

const cbse: ImportantLinkDraft = { title: ' CBSE ', url: ' https://www.cbse.gov.in ', buttonText: ' Visit ', description: '' };

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('important links', () => {
  it('reads optional description and button text as null when absent', async () => {
    await putRaw('important_links/bare', { title: 'Results', url: 'https://results.example.org' });

    expect(await listImportantLinks()).toEqual([
      { id: 'bare', title: 'Results', description: null, url: 'https://results.example.org', buttonText: null, createdAt: null, updatedAt: null },
    ]);
  });

  it('never turns a javascript: or data: address into a link, and trims a padded one', async () => {
    await putRaw('important_links/script', { title: 'A', url: 'javascript:alert(document.cookie)', buttonText: 'Open' });
    await putRaw('important_links/data', { title: 'B', url: 'data:text/html,<script>alert(1)</script>', buttonText: 'Open' });
    await putRaw('important_links/padded', { title: 'C', url: '  https://padded.example.org/x  ', buttonText: 'Open' });

    const urls = (await listImportantLinks()).map((link) => [link.id, link.url]);

    expect(urls).toEqual([['script', null], ['data', null], ['padded', 'https://padded.example.org/x']]);
  });

  it('lists links without a date first, then oldest first, then by title', async () => {
    await putRaw('important_links/newest', { title: 'Alpha', url: 'https://a.example.org', createdAt: new Date('2026-03-01T00:00:00Z') });
    await putRaw('important_links/old-b', { title: 'Bravo', url: 'https://b.example.org', createdAt: new Date('2025-01-01T00:00:00Z') });
    await putRaw('important_links/old-a', { title: 'Able', url: 'https://c.example.org', createdAt: new Date('2025-01-01T00:00:00Z') });
    await putRaw('important_links/undated', { title: 'Zulu', url: 'https://d.example.org' });

    expect((await listImportantLinks()).map((link) => link.id)).toEqual(['undated', 'old-a', 'old-b', 'newest']);
    // The home page's cards read only the first dated ones.
    expect((await listFirstImportantLinks(2)).map((link) => link.id)).toEqual(['old-a', 'old-b']);
  });

  it('adds a link without a description field when none was typed', async () => {
    const id = await addImportantLink(cbse);

    const stored = await getRaw(`important_links/${id}`);
    expect(stored).toMatchObject({ title: 'CBSE', url: 'https://www.cbse.gov.in', buttonText: 'Visit' });
    expect(stored).not.toHaveProperty('description');
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await listImportantLinks()).toMatchObject([{ id, title: 'CBSE', url: 'https://www.cbse.gov.in', buttonText: 'Visit', description: null }]);
  });

  it('adds a link with its description', async () => {
    const id = await addImportantLink({ ...cbse, description: '  Circulars and results.  ' });

    expect(await getRaw(`important_links/${id}`)).toMatchObject({ description: 'Circulars and results.' });
    expect((await listImportantLinks())[0]?.description).toBe('Circulars and results.');
  });

  it('an edit that clears the button text or the description removes the field', async () => {
    const id = await addImportantLink({ ...cbse, description: 'Board website' });

    await updateImportantLink(id, { title: 'CBSE board', url: 'https://cbse.gov.in', buttonText: '   ', description: '' }, await openedIn(listImportantLinks(), id));

    const stored = await getRaw(`important_links/${id}`);
    expect(stored).toMatchObject({ title: 'CBSE board', url: 'https://cbse.gov.in' });
    expect(stored).not.toHaveProperty('buttonText');
    expect(stored).not.toHaveProperty('description');
    expect((await listImportantLinks())[0]).toMatchObject({ title: 'CBSE board', buttonText: null, description: null });

    await updateImportantLink(id, { title: 'CBSE board', url: 'https://cbse.gov.in', buttonText: 'Go', description: 'Official site' }, await openedIn(listImportantLinks(), id));
    expect((await listImportantLinks())[0]).toMatchObject({ buttonText: 'Go', description: 'Official site' });
  });

  it('stores an address typed with its scheme in capitals with the scheme in lower case, on add and on edit', async () => {
    const id = await addImportantLink({ ...cbse, url: ' HTTPS://WWW.CBSE.GOV.IN/ ' });
    expect((await getRaw(`important_links/${id}`))?.url).toBe('https://WWW.CBSE.GOV.IN/');

    await updateImportantLink(id, { ...cbse, url: 'Https://cbseacademic.nic.in/' }, await openedIn(listImportantLinks(), id));
    expect((await getRaw(`important_links/${id}`))?.url).toBe('https://cbseacademic.nic.in/');
  });

  it('refuses an address the site cannot store, naming it, before writing', async () => {
    await expect(addImportantLink({ ...cbse, url: 'http://example.org/' })).rejects.toThrow('The address “http://example.org/” cannot be saved');
    expect(await listImportantLinks()).toEqual([]);
  });

  it('deletes a link', async () => {
    const gone = await addImportantLink(cbse);
    const kept = await addImportantLink({ ...cbse, title: 'NCERT', url: 'https://ncert.nic.in' });

    await deleteImportantLink({ id: gone, title: 'A deleted item' });

    expect(await getRaw(`important_links/${gone}`)).toBeUndefined();
    expect((await listImportantLinks()).map((link) => link.id)).toEqual([kept]);
  });
});

describe('two admins editing the same link', () => {
  it('writes only what each changed, and refuses an edit opened before a change it has not seen', async () => {
    const id = await addImportantLink({ ...cbse, description: 'Board website' });
    const openedByA = await openedIn(listImportantLinks(), id);
    const openedByB = await openedIn(listImportantLinks(), id);

    // B changes the description and saves first.
    await updateImportantLink(id, { title: 'CBSE', url: 'https://www.cbse.gov.in', buttonText: 'Visit', description: 'Circulars and results' }, openedByB);
    // A changed only the title: refused, nothing written.
    const editOfA = { title: 'CBSE board', url: 'https://www.cbse.gov.in', buttonText: 'Visit', description: 'Board website' };
    await expect(updateImportantLink(id, editOfA, openedByA)).rejects.toBeInstanceOf(EditConflictError);
    expect(await getRaw(`important_links/${id}`)).toMatchObject({ title: 'CBSE', description: 'Circulars and results' });

    // A saves again, now knowing of B's change: only the title is written, B's description stays.
    const storedAt = (await openedIn(listImportantLinks(), id)).updatedAt;
    await updateImportantLink(id, editOfA, { item: openedByA.item, updatedAt: storedAt });
    const stored = await getRaw(`important_links/${id}`);
    expect(stored).toMatchObject({ title: 'CBSE board', description: 'Circulars and results', buttonText: 'Visit' });
    expect(stored?.updatedAt).toBeInstanceOf(Date);
  });
});
