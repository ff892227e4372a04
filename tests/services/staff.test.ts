import {
  collection, disableNetwork, enableNetwork, onSnapshot, orderBy, query, terminate, type Query, type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSiteDocumentId, subscribeStaffGroups, subscribeWithFallback, type StaffGroup, type StaffKind,
} from '@/features/administration/staffService';
import {
  addStaffGroup, addStaffMember, deleteStaffGroup, moveStaffMember, removeStaffMember, staffGroupOrder, updateStaffGroup, updateStaffMember,
} from '@/features/administration/admin/staffAdminService';
import { liveDb } from '@/lib/liveDb';
import { SITE_DOCUMENT_ID } from '../../scripts/seed/data.mjs';
import { clearFirestore, closeEmulatorClients, deleteRawCollection, getLogged, getRaw, putRaw, signInAsAdmin, spyOnConsole } from './emulator';

// A new site document per test instead of clearing the emulator between tests: clearing it while a live
// listener's stream is open breaks that stream (firebase-tools issue 8654, RESOURCE_EXHAUSTED), and the SDK
// would resume a query it listened to before from its last state. (Tests that write through the rules use the
// one site document the rules allow.)
let SITE = '';
let siteCount = 0;

/**
 * Records what a live subscription delivers and lets a test await the first delivery (the latest one
 * included) that satisfies a condition. The timer only bounds a wait that would otherwise hang.
 */
function recorder<T>() {
  const deliveries: T[] = [];
  const waiters = new Set<{ test: (value: T) => boolean; resolve: (value: T) => void }>();
  return {
    deliveries,
    deliver(value: T) {
      deliveries.push(value);
      for (const waiter of [...waiters]) {
        if (waiter.test(value)) {
          waiters.delete(waiter);
          waiter.resolve(value);
        }
      }
    },
    until(test: (value: T) => boolean, what: string): Promise<T> {
      const latest = deliveries.at(-1);
      if (deliveries.length > 0 && test(latest as T)) return Promise.resolve(latest as T);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          test,
          resolve: (value: T) => {
            clearTimeout(timer);
            resolve(value);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No delivery with ${what}; last one: ${JSON.stringify(deliveries.at(-1))}`));
        }, 10_000);
        waiters.add(waiter);
      });
    },
  };
}

const unsubscribers: (() => void)[] = [];

/** Subscribes to a staff list for the duration of the test; `errors` records what its subscription reports. */
function watch(kind: StaffKind, siteId = SITE) {
  const live = recorder<StaffGroup[]>();
  const errors = recorder<Error>();
  unsubscribers.push(subscribeStaffGroups(siteId, kind, live.deliver, errors.deliver));
  return Object.assign(live, { errors });
}

const names = (groups: StaffGroup[]) => groups.map((group) => group.name);
const ids = (groups: StaffGroup[]) => groups.map((group) => group.id);
const groupPath = (kind: StaffKind, id: string) => `admins/${SITE}/${kind}/${id}`;

beforeAll(async () => {
  await clearFirestore();
  await signInAsAdmin();
});
beforeEach(async () => {
  SITE = `site-${++siteCount}`;
  await putRaw(`admins/${SITE}`, { name: 'Main site' });
});
// A fresh Firestore client (and gRPC connection) per test: long-lived listen streams against the emulator now
// and then fail with RESOURCE_EXHAUSTED (firebase-tools issue 8654).
afterEach(async () => {
  while (unsubscribers.length > 0) unsubscribers.pop()?.();
  vi.restoreAllMocks();
  await terminate(liveDb());
});
afterAll(async () => {
  await terminate(liveDb());
  await closeEmulatorClients();
});

describe('site document', () => {
  it('is null when the admins collection is empty', async () => {
    await clearFirestore();

    expect(await getSiteDocumentId()).toBeNull();
  });

  it('is the first admins document by id', async () => {
    await putRaw('admins/aa-first', {});
    await putRaw('admins/zz-last', { name: 'Other' });

    expect(await getSiteDocumentId()).toBe('aa-first');
  });
});

describe('live staff lists', () => {
  it('delivers faculty departments by priority, with older shapes read', async () => {
    await putRaw(groupPath('faculty', 'science'), {
      title: 'Science', priority: 2, members: ['Ravi Kumar', { name: 'Meena S', qualification: 'M.Sc., B.Ed.' }, { name: 'Anil' }],
    });
    await putRaw(groupPath('faculty', 'maths'), { name: 'Mathematics', priority: 1, members: [] });
    await putRaw(groupPath('faculty', 'untitled'), { priority: 3, members: ['  ', 42, { qualification: 'B.A.' }, ' Lata '] });
    await putRaw(groupPath('faculty', 'text-priority'), { title: 'Languages', priority: '0', members: [] });

    const groups = await watch('faculty').until((list) => list.length === 4, 'four departments');

    expect(groups).toEqual([
      { id: 'maths', name: 'Mathematics', priority: 1, members: [] },
      {
        id: 'science', name: 'Science', priority: 2, members: [
          { name: 'Ravi Kumar', qualification: null, designation: null, document: null }, { name: 'Meena S', qualification: 'M.Sc., B.Ed.', designation: null, document: null }, { name: 'Anil', qualification: null, designation: null, document: null },
        ],
      },
      { id: 'untitled', name: null, priority: 3, members: [{ name: 'Lata', qualification: null, designation: null, document: null }] },
      { id: 'text-priority', name: 'Languages', priority: null, members: [] },
    ]);
  });

  it('delivers non-teaching categories, reading the older title spelling', async () => {
    await putRaw(groupPath('nonTeaching', 'office'), { title: 'Office', priority: 2, members: [{ name: 'Suresh' }, 'Priya'] });
    await putRaw(groupPath('nonTeaching', 'transport'), { category: 'Transport', title: 'Ignored', priority: 1, members: ['Babu'] });
    await putRaw(groupPath('nonTeaching', 'nameless'), { priority: 5, members: [] });
    await putRaw(groupPath('faculty', 'not-this-list'), { title: 'Science', priority: 0, members: [] });

    const groups = await watch('nonTeaching').until((list) => list.length === 3, 'three categories');

    expect(groups).toEqual([
      { id: 'transport', name: 'Transport', priority: 1, members: [{ name: 'Babu', qualification: null, designation: null, document: null }] },
      { id: 'office', name: 'Office', priority: 2, members: [{ name: 'Suresh', qualification: null, designation: null, document: null }, { name: 'Priya', qualification: null, designation: null, document: null }] },
      { id: 'nameless', name: null, priority: 5, members: [] },
    ]);
  });

  // The lists subscribe with a query ordered by priority (docs/product-rules.md#order-and-filtering): a department without a priority field (only
  // possible by hand in the console; the site and the rules always store one) is not listed.
  it('lists departments by priority, leaving out one stored without a priority field', async () => {
    await putRaw(groupPath('faculty', 'art'), { title: 'Art', members: ['Nila'] });
    await putRaw(groupPath('faculty', 'science'), { title: 'Science', priority: 1, members: [] });
    await putRaw(groupPath('faculty', 'maths'), { title: 'Maths', priority: 0.5, members: [] });

    const groups = await watch('faculty').until((list) => ids(list).includes('science'), 'the Science department');

    expect(groups.map((group) => [group.name, group.priority])).toEqual([['Maths', 0.5], ['Science', 1]]);
  });

  it('follows changes made elsewhere, keeping the priority order', async () => {
    await putRaw(groupPath('faculty', 'science'), { title: 'Science', priority: 2, members: [] });
    const live = watch('faculty');
    await live.until((list) => list.length === 1, 'the first department');

    await putRaw(groupPath('faculty', 'arts'), { title: 'Arts', priority: 1, members: [] });
    expect(names(await live.until((list) => list.length === 2, 'the new department'))).toEqual(['Arts', 'Science']);

    await putRaw(groupPath('faculty', 'arts'), { title: 'Arts', priority: 9, members: [] });
    expect(names(await live.until((list) => list[0]?.name === 'Science', 'the new order'))).toEqual(['Science', 'Arts']);
  });

  it('is an empty list when the site document has no staff', async () => {
    const groups = await watch('faculty', 'no-such-site').until(() => true, 'any delivery');

    expect(groups).toEqual([]);
  });
});

// The rules let the site write under its one site document only: these tests share it, emptied before each.
describe('administering staff lists', () => {
  beforeEach(async () => {
    SITE = SITE_DOCUMENT_ID;
    await Promise.all([deleteRawCollection(`admins/${SITE}/faculty`), deleteRawCollection(`admins/${SITE}/nonTeaching`)]);
    await putRaw(`admins/${SITE}`, { name: 'Main site' });
  });

  it('adds a department under title, and a category under category, each after the others (priority 1 in an empty list)', async () => {
    const live = watch('faculty');
    await putRaw(groupPath('faculty', 'first'), { title: 'Commerce', priority: 0, members: [] });

    const department = await addStaffGroup(SITE, 'faculty', { name: '  Physical education  ' });
    const category = await addStaffGroup(SITE, 'nonTeaching', { name: ' Library ' });
    const last = await addStaffGroup(SITE, 'faculty', { name: 'Music' });

    expect(await getLogged(groupPath('faculty', department), 'add')).toEqual({ title: 'Physical education', priority: 1, members: [], updatedAt: expect.any(Date) });
    expect(await getLogged(groupPath('nonTeaching', category), 'add')).toEqual({ category: 'Library', priority: 1, members: [], updatedAt: expect.any(Date) });
    expect(await getLogged(groupPath('faculty', last), 'add')).toEqual({ title: 'Music', priority: 2, members: [], updatedAt: expect.any(Date) });
    const groups = await live.until((list) => list.length === 3, 'three departments');
    expect(groups.map((group) => [group.name, group.priority])).toEqual([['Commerce', 0], ['Physical education', 1], ['Music', 2]]);
  });

  it('renames a department, including one stored under the older name field', async () => {
    await putRaw(groupPath('faculty', 'legacy'), { name: 'Maths', priority: 1, members: [] });
    await putRaw(groupPath('nonTeaching', 'office'), { category: 'Ofice', priority: 1, members: [] });
    const faculty = watch('faculty');
    const nonTeaching = watch('nonTeaching');

    await updateStaffGroup(SITE, 'faculty', 'legacy', { name: '  Mathematics ' });
    await updateStaffGroup(SITE, 'nonTeaching', 'office', { name: 'Office' });

    expect(await getRaw(groupPath('faculty', 'legacy'))).toMatchObject({ title: 'Mathematics' });
    expect(names(await faculty.until((list) => list[0]?.name === 'Mathematics', 'the new title'))).toEqual(['Mathematics']);
    expect(names(await nonTeaching.until((list) => list[0]?.name === 'Office', 'the new category'))).toEqual(['Office']);
  });

  it('moves a department up and down, each moved one logged, and an edit keeps its place', async () => {
    await putRaw(groupPath('faculty', 'a'), { title: 'A', priority: 1, members: [] });
    await putRaw(groupPath('faculty', 'b'), { title: 'B', priority: 2, members: [] });
    const live = watch('faculty');
    const order = staffGroupOrder(SITE, 'faculty');
    const shown = (list: StaffGroup[]) => list.map((group) => ({ id: group.id, title: group.name ?? '', place: group.priority }));

    await order.move({ id: 'b', direction: 'up', shown: shown(await live.until((list) => list.length === 2, 'two departments')) });
    expect(ids(await live.until((list) => list[0]?.id === 'b', 'b first'))).toEqual(['b', 'a']);
    expect(await getLogged(groupPath('faculty', 'b'), 'reorder')).toMatchObject({ priority: 1 });

    await updateStaffGroup(SITE, 'faculty', 'b', { name: 'B renamed' });
    expect((await getRaw(groupPath('faculty', 'b')))?.priority).toBe(1);
    await order.move({ id: 'b', direction: 'down', shown: shown(await live.until((list) => list[0]?.name === 'B renamed', 'the new name')) });
    expect(ids(await live.until((list) => list[0]?.id === 'a', 'a first again'))).toEqual(['a', 'b']);
  });

  it('adds a member at the end of the list, trimmed', async () => {
    await putRaw(groupPath('faculty', 'science'), { title: 'Science', priority: 1, members: [{ name: 'Meena', qualification: 'M.Sc.' }] });
    const live = watch('faculty');

    await addStaffMember(SITE, 'faculty', 'science', 'A group', { name: '  Kavya R ' });

    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual([{ name: 'Meena', qualification: 'M.Sc.' }, 'Kavya R']);
    const [science] = await live.until((list) => list[0]?.members.length === 2, 'two members');
    expect(science?.members).toEqual([{ name: 'Meena', qualification: 'M.Sc.', designation: null, document: null }, { name: 'Kavya R', qualification: null, designation: null, document: null }]);
  });

  it('adds a teacher with a designation, a qualification and a document as one member', async () => {
    await putRaw(groupPath('faculty', 'science'), { title: 'Science', priority: 1, members: ['Ravi'] });
    await addStaffMember(SITE, 'faculty', 'science', 'A group', { name: ' Kavya R ', qualification: ' M.Sc., B.Ed. ', designation: 'TGT', document: '/docs/k.pdf' });
    await addStaffMember(SITE, 'faculty', 'science', 'A group', { name: 'Anil', qualification: '', designation: '' });
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual([
      'Ravi', { name: 'Kavya R', qualification: 'M.Sc., B.Ed.', designation: 'TGT', document: '/docs/k.pdf' }, 'Anil',
    ]);
  });

  it('changes a teacher in place: what the form leaves out stays, what it empties goes, nothing but a name is a name', async () => {
    await putRaw(groupPath('faculty', 'science'), {
      title: 'Science', priority: 1, members: ['Ravi', { name: 'Meena', qualification: 'M.Sc.', designation: 'PGT', document: '/docs/m.pdf' }],
    });
    await updateStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Meena', { name: 'Meena', qualification: 'M.Sc., Ph.D.', designation: 'TGT' });
    await updateStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Ravi', { name: 'Ravi', designation: 'PRT' });
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual([
      { name: 'Ravi', designation: 'PRT' }, { name: 'Meena', qualification: 'M.Sc., Ph.D.', designation: 'TGT', document: '/docs/m.pdf' },
    ]);
    await updateStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Ravi', { name: 'Ravi', qualification: '', designation: '' });
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual([
      'Ravi', { name: 'Meena', qualification: 'M.Sc., Ph.D.', designation: 'TGT', document: '/docs/m.pdf' },
    ]);
  });

  it('moves a member up and down, one place at a time, and not past either end', async () => {
    await putRaw(groupPath('faculty', 'science'), { title: 'Science', priority: 1, members: ['Ravi', { name: 'Meena', designation: 'PGT' }, 'Anil'] });
    const group = { id: 'science', title: 'A group' };
    await moveStaffMember(SITE, 'faculty', group, 'Anil', -1);
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual(['Ravi', 'Anil', { name: 'Meena', designation: 'PGT' }]);
    await moveStaffMember(SITE, 'faculty', group, 'Ravi', -1);
    await moveStaffMember(SITE, 'faculty', group, 'Meena', 1);
    await moveStaffMember(SITE, 'faculty', group, 'Ravi', 1);
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual(['Anil', 'Ravi', { name: 'Meena', designation: 'PGT' }]);
  });

  it('corrects a member in place, keeping a stored qualification and the order', async () => {
    await putRaw(groupPath('faculty', 'science'), {
      title: 'Science', priority: 1, members: ['Ravi', { name: 'Meena', qualification: 'M.Sc.' }, 'Anil'],
    });
    const live = watch('faculty');

    await updateStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Meena', { name: ' Meena K ' });
    await updateStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Anil', { name: 'Anil Kumar' });
    await updateStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Nobody', { name: 'Somebody' });

    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual([
      'Ravi', { name: 'Meena K', qualification: 'M.Sc.' }, 'Anil Kumar',
    ]);
    const [science] = await live.until((list) => list[0]?.members[2]?.name === 'Anil Kumar', 'the corrected names');
    expect(science?.members.map((member) => member.name)).toEqual(['Ravi', 'Meena K', 'Anil Kumar']);
  });

  it('removes a member stored as an object or as text, leaving the others as they were', async () => {
    await putRaw(groupPath('faculty', 'science'), {
      title: 'Science', priority: 1, members: ['Ravi', { name: 'Meena', qualification: 'M.Sc.' }, 'Anil', 'Ravi'],
    });
    const live = watch('faculty');

    await removeStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Meena');
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual(['Ravi', 'Anil', 'Ravi']);

    await removeStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Ravi');
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual(['Anil', 'Ravi']);

    await removeStaffMember(SITE, 'faculty', { id: 'science', title: 'A group' }, 'Nobody');
    expect((await getRaw(groupPath('faculty', 'science')))?.members).toEqual(['Anil', 'Ravi']);
    const [science] = await live.until((list) => list[0]?.members.length === 2, 'two members left');
    expect(science?.members.map((member) => member.name)).toEqual(['Anil', 'Ravi']);
  });

  it('removes a member from a non-teaching category', async () => {
    await putRaw(groupPath('nonTeaching', 'office'), { category: 'Office', priority: 1, members: [{ name: 'Suresh' }, 'Priya'] });

    await removeStaffMember(SITE, 'nonTeaching', { id: 'office', title: 'A group' }, 'Suresh');

    expect((await getRaw(groupPath('nonTeaching', 'office')))?.members).toEqual(['Priya']);
  });

  it('deletes a department', async () => {
    await putRaw(groupPath('faculty', 'gone'), { title: 'Gone', priority: 1, members: ['X'] });
    await putRaw(groupPath('faculty', 'kept'), { title: 'Kept', priority: 2, members: [] });
    const live = watch('faculty');
    await live.until((list) => list.length === 2, 'two departments');

    await deleteStaffGroup(SITE, 'faculty', { id: 'gone', title: 'A group' });

    expect(await getRaw(groupPath('faculty', 'gone'))).toBeUndefined();
    expect(ids(await live.until((list) => list.length === 1, 'one department'))).toEqual(['kept']);
  });
});

describe('without a connection', () => {
  it('delivers nothing from the empty cache: the first list delivered is the one the server has', async () => {
    await putRaw(groupPath('faculty', 'maths'), { title: 'Mathematics', priority: 1, members: [] });
    await disableNetwork(liveDb());
    const live = watch('faculty');
    // Offline, the SDK answers from its (empty) cache at once; that answer must not reach the page as "no departments".
    // A second listener to the same query, started after it, hears the cache's answer after the watched one did.
    const cached = await new Promise<QuerySnapshot>((resolve) => {
      const stop = onSnapshot(query(collection(liveDb(), 'admins', SITE, 'faculty'), orderBy('priority', 'asc')), (snapshot) => {
        stop();
        resolve(snapshot);
      });
    });
    expect(cached.metadata.fromCache).toBe(true);
    expect(cached.empty).toBe(true);
    expect(live.deliveries).toEqual([]);
    await enableNetwork(liveDb());

    await live.until((list) => list.length === 1, 'the department');
    expect(live.deliveries.map(names)).toEqual([['Mathematics']]);
  });

  it('does not take the site document for missing: the read fails instead', async () => {
    await disableNetwork(liveDb());

    await expect(getSiteDocumentId()).rejects.toThrow();
    await enableNetwork(liveDb());
    expect(await getSiteDocumentId()).toEqual(expect.any(String));
  });
});

describe('subscribing with a fallback', () => {
  const facultyOf = (siteId: string) => collection(liveDb(), 'admins', siteId, 'faculty');
  const deniedQuery = (): Query => collection(liveDb(), 'staff_only_notes');

  function watchRaw(makeOrdered: () => Query, unordered: Query) {
    const live = recorder<QuerySnapshot>();
    const errors = recorder<Error>();
    unsubscribers.push(subscribeWithFallback(makeOrdered, unordered, live.deliver, errors.deliver));
    return Object.assign(live, { errors });
  }

  beforeEach(async () => {
    await putRaw(groupPath('faculty', 'b'), { title: 'B', priority: 2, members: [] });
    await putRaw(groupPath('faculty', 'a'), { title: 'A', priority: 1, members: [] });
  });

  it('listens to the ordered query when it works', async () => {
    const live = watchRaw(() => query(facultyOf(SITE), orderBy('priority', 'desc')), facultyOf(SITE));

    const snapshot = await live.until((value) => value.size === 2, 'both departments');

    expect(snapshot.docs.map((document) => document.id)).toEqual(['b', 'a']);
  });

  it('still delivers the unordered live list when the ordered query cannot be set up', async () => {
    const warn = spyOnConsole('warn');
    const live = watchRaw(() => {
      throw new Error('index missing');
    }, facultyOf(SITE));

    const snapshot = await live.until((value) => value.size === 2, 'both departments');

    expect(snapshot.docs.map((document) => document.id).sort()).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledWith('Ordered staff list could not be set up; listening without ordering.', expect.any(Error));
    await putRaw(groupPath('faculty', 'c'), { title: 'C', priority: 3, members: [] });
    await live.until((value) => value.size === 3, 'the added department');
  });

  it('falls back to the unordered live list when the ordered query is refused', async () => {
    const warn = spyOnConsole('warn');
    const live = watchRaw(deniedQuery, facultyOf(SITE));

    const snapshot = await live.until((value) => value.size === 2, 'both departments');

    expect(snapshot.docs.map((document) => document.id).sort()).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledWith('Ordered staff list failed; listening without ordering.', expect.objectContaining({ code: 'permission-denied' }));
  });

  it('reports the error, and no list, when both queries fail', async () => {
    spyOnConsole('warn');
    const error = spyOnConsole('error');
    const live = watchRaw(deniedQuery, deniedQuery());

    expect(await live.errors.until(() => true, 'an error')).toMatchObject({ code: 'permission-denied' });
    expect(live.deliveries).toEqual([]);
    expect(error).toHaveBeenCalledWith('Live staff list failed.', expect.objectContaining({ code: 'permission-denied' }));
  });

  it('reports a failed staff list as an error, not as an empty list', async () => {
    spyOnConsole('warn');
    spyOnConsole('error');

    // No rule matches a collection nested this deep, so both the ordered and the unordered listener are refused.
    const live = watch('faculty', `${SITE}/hidden/deeper`);

    expect(await live.errors.until(() => true, 'an error')).toMatchObject({ code: 'permission-denied' });
    expect(live.deliveries).toEqual([]);
  });

  it('stops delivering after unsubscribing from the fallback listener', async () => {
    spyOnConsole('warn');
    const stopped = recorder<QuerySnapshot>();
    const stop = subscribeWithFallback(() => {
      throw new Error('index missing');
    }, facultyOf(SITE), stopped.deliver, () => {});
    await stopped.until((value) => value.size === 2, 'both departments');
    const witness = watchRaw(() => query(facultyOf(SITE), orderBy('priority', 'asc')), facultyOf(SITE));
    await witness.until((value) => value.size === 2, 'both departments');
    const deliveredBefore = stopped.deliveries.length;

    stop();
    await putRaw(groupPath('faculty', 'c'), { title: 'C', priority: 3, members: [] });
    await witness.until((value) => value.size === 3, 'the added department');

    expect(stopped.deliveries).toHaveLength(deliveredBefore);
  });
});
