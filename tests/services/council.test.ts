import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCouncilDescription, listCouncilMembers } from '@/features/council/councilService';
import { councilMemberWriter, listCouncilMembersForAdmin, saveCouncilDescription, type CouncilMemberDraft } from '@/features/council/admin/councilAdminService';
import { clearFirestore, closeEmulatorClients, getLogged, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument } from './emulator';

const { add: addCouncilMember, update: updateCouncilMember, remove: deleteCouncilMember } = councilMemberWriter;

function member(name: string, priority: RawDocument[string] | undefined): RawDocument {
  const data: RawDocument = { name, position: 'Prefect', year: '2025-26', imageUrl: `https://res.cloudinary.com/demo/image/upload/${name}.jpg` };
  if (priority !== undefined) data.priority = priority;
  return data;
}

async function storeMixedPriorities(): Promise<void> {
  await putRaw('council_members/c-head-boy', member('Arjun', 1));
  await putRaw('council_members/c-head-girl', member('Divya', 0.5));
  await putRaw('council_members/c-sports', member('Karthik', 3));
  await putRaw('council_members/c-text', member('Text priority', '2'));
  await putRaw('council_members/c-missing', member('No priority', undefined));
}

const captain: CouncilMemberDraft = { name: ' Meera ', position: ' Sports captain ', year: ' 2025-26 ', imageUrl: 'https://res.cloudinary.com/demo/image/upload/meera.jpg' };

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(closeEmulatorClients);

describe('council members', () => {
  it('shows visitors only members with a numeric priority, lowest first', async () => {
    await storeMixedPriorities();

    const members = await listCouncilMembers();

    expect(members.map((item) => item.id)).toEqual(['c-head-girl', 'c-head-boy', 'c-sports']);
    expect(members[1]).toEqual({
      id: 'c-head-boy', name: 'Arjun', position: 'Prefect', year: '2025-26', imageUrl: 'https://res.cloudinary.com/demo/image/upload/Arjun.jpg', priority: 1, updatedAt: null,
    });
  });

  it('shows the admin every member, those without a numeric priority last', async () => {
    await storeMixedPriorities();

    const members = await listCouncilMembersForAdmin();

    expect(members.map((item) => [item.id, item.priority])).toEqual([
      ['c-head-girl', 0.5], ['c-head-boy', 1], ['c-sports', 3], ['c-missing', null], ['c-text', null],
    ]);
  });

  it('reads a numeric year, the imageURL spelling and a padded address', async () => {
    await putRaw('council_members/legacy', { name: 'Old record', position: 'Captain', year: 2024, imageURL: '  /demo/old.jpg  ', priority: 1 });

    const [legacy] = await listCouncilMembers();

    expect(legacy).toMatchObject({ year: '2024', imageUrl: '/demo/old.jpg' });
  });

  it('adds, edits and deletes a member', async () => {
    const id = await addCouncilMember(captain);
    expect(await getLogged(`council_members/${id}`, 'add')).toEqual({
      name: 'Meera', position: 'Sports captain', year: '2025-26', imageUrl: 'https://res.cloudinary.com/demo/image/upload/meera.jpg', priority: 1,
    });
    expect(await listCouncilMembers()).toEqual([
      { id, name: 'Meera', position: 'Sports captain', year: '2025-26', imageUrl: 'https://res.cloudinary.com/demo/image/upload/meera.jpg', priority: 1, updatedAt: null },
    ]);

    await updateCouncilMember(id, { ...captain, position: 'Head girl' }, await openedIn(listCouncilMembersForAdmin(), id));
    expect((await listCouncilMembers())[0]).toMatchObject({ id, position: 'Head girl', priority: 1 });

    await deleteCouncilMember({ id: id, title: 'A deleted item' });
    expect(await getRaw(`council_members/${id}`)).toBeUndefined();
    expect(await listCouncilMembersForAdmin()).toEqual([]);
  });
});

describe('council description', () => {
  it('is null until council_info/main exists', async () => {
    expect(await getCouncilDescription()).toBeNull();
  });

  it('saving creates the document and reads back trimmed; saving again replaces it', async () => {
    await saveCouncilDescription('  The student council represents every class.  ');
    expect(await getLogged('council_info/main', 'edit')).toEqual({ description: 'The student council represents every class.', updatedAt: expect.any(Date) });
    expect(await getCouncilDescription()).toBe('The student council represents every class.');

    await saveCouncilDescription('Elected every June.');
    expect(await getCouncilDescription()).toBe('Elected every June.');
  });

  it('an emptied description reads as empty text, not as missing', async () => {
    await saveCouncilDescription('Something');
    await saveCouncilDescription('   ');

    expect(await getLogged('council_info/main', 'edit')).toEqual({ description: '', updatedAt: expect.any(Date) });
    expect(await getCouncilDescription()).toBe('');
  });
});
