import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFirstInfrastructure, listInfrastructure } from '@/features/infrastructure/infrastructureService';
import { infrastructureWriter, type InfrastructureDraft } from '@/features/infrastructure/admin/infrastructureAdmin';
import { listInfrastructureForAdmin } from '@/features/infrastructure/infrastructureService';
import { clearFirestore, closeEmulatorClients, getLogged, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument } from './emulator';

const { add: addInfrastructureItem, update: updateInfrastructureItem, remove: deleteInfrastructureItem } = infrastructureWriter;

function item(title: string, priority: RawDocument[string] | undefined): RawDocument {
  const data: RawDocument = {
    title, description: `${title} description`, thumbnailUrl: `https://res.cloudinary.com/demo/image/upload/${title}-thumb.jpg`,
    gallery: [`https://res.cloudinary.com/demo/image/upload/${title}-1.jpg`],
  };
  if (priority !== undefined) data.priority = priority;
  return data;
}

const library: InfrastructureDraft = {
  title: ' Library ', description: ' 10,000 books. ', thumbnailUrl: 'https://res.cloudinary.com/demo/image/upload/library.jpg',
  gallery: ['https://res.cloudinary.com/demo/image/upload/library-1.jpg', '/demo/library-2.jpg'],
};

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('infrastructure', () => {
  it('shows visitors only items with a numeric priority, lowest first', async () => {
    await putRaw('infrastructure_items/i-lab', item('lab', 3));
    await putRaw('infrastructure_items/i-library', item('library', 1));
    await putRaw('infrastructure_items/i-text', item('text', '2'));
    await putRaw('infrastructure_items/i-missing', item('missing', undefined));
    await putRaw('infrastructure_items/i-ground', item('ground', 2));

    const items = await listInfrastructure();

    expect(items.map((entry) => entry.id)).toEqual(['i-library', 'i-ground', 'i-lab']);
    // The home page's cards read only the first ones; the text and the missing priority are kept out by the query.
    expect((await listFirstInfrastructure(2)).map((entry) => entry.id)).toEqual(['i-library', 'i-ground']);
    expect(items[0]).toEqual({
      id: 'i-library', title: 'library', description: 'library description', thumbnailUrl: 'https://res.cloudinary.com/demo/image/upload/library-thumb.jpg',
      gallery: ['https://res.cloudinary.com/demo/image/upload/library-1.jpg'], priority: 1, updatedAt: null,
    });
  });

  it('shows the admin every item, those without a numeric priority last', async () => {
    await putRaw('infrastructure_items/i-b-text', item('text', '2'));
    await putRaw('infrastructure_items/i-lab', item('lab', 3));
    await putRaw('infrastructure_items/i-a-missing', item('missing', undefined));
    await putRaw('infrastructure_items/i-library', item('library', 1));

    const items = await listInfrastructureForAdmin();

    expect(items.map((entry) => [entry.id, entry.priority])).toEqual([
      ['i-library', 1], ['i-lab', 3], ['i-a-missing', null], ['i-b-text', null],
    ]);
  });

  it('reads stored addresses trimmed and drops unsafe ones', async () => {
    await putRaw('infrastructure_items/legacy', {
      ...item('legacy', 1), thumbnailUrl: ' javascript:alert(1) ', gallery: ['  /demo/hall.jpg  ', 'data:image/png;base64,AAAA'],
    });

    const [legacy] = await listInfrastructure();

    expect(legacy?.thumbnailUrl).toBeNull();
    expect(legacy?.gallery).toEqual(['/demo/hall.jpg']);
  });

  it('adds, edits and deletes an item', async () => {
    const id = await addInfrastructureItem(library);
    expect(await getLogged(`infrastructure_items/${id}`, 'add')).toEqual({
      title: 'Library', description: '10,000 books.', thumbnailUrl: 'https://res.cloudinary.com/demo/image/upload/library.jpg',
      gallery: ['https://res.cloudinary.com/demo/image/upload/library-1.jpg', '/demo/library-2.jpg'], priority: 1,
    });
    expect(await listInfrastructure()).toEqual([
      { id, title: 'Library', description: '10,000 books.', thumbnailUrl: 'https://res.cloudinary.com/demo/image/upload/library.jpg', gallery: ['https://res.cloudinary.com/demo/image/upload/library-1.jpg', '/demo/library-2.jpg'], priority: 1, updatedAt: null },
    ]);

    await updateInfrastructureItem(id, { ...library, title: 'Central library', gallery: ['https://res.cloudinary.com/demo/image/upload/new.jpg'] }, await openedIn(listInfrastructureForAdmin(), id));
    expect(await listInfrastructure()).toEqual([
      { id, title: 'Central library', description: '10,000 books.', thumbnailUrl: 'https://res.cloudinary.com/demo/image/upload/library.jpg', gallery: ['https://res.cloudinary.com/demo/image/upload/new.jpg'], priority: 1, updatedAt: expect.any(Date) },
    ]);

    await deleteInfrastructureItem({ id: id, title: 'A deleted item' });
    expect(await getRaw(`infrastructure_items/${id}`)).toBeUndefined();
    expect(await listInfrastructureForAdmin()).toEqual([]);
  });
});
