// The Mandatory Public Disclosure (mandatory_disclosure/{section}) from an administrator: only the five section ids,
// each with its own shape; counts, areas, the Internet flag, the YouTube link, the documents and the Board results
// typed and bounded; every write stamped with the server's time. (Who may read and write, and the text fields, are
// generated from fixtures.ts in access.test.ts and fields.test.ts.)
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { MAX_RESULT_ROWS } from '@/features/mandatory-disclosure/appendixIX';
import { MAX_AREA, MAX_COUNT, MAX_REMARKS } from '@/features/mandatory-disclosure/mandatoryDisclosureFields';
import { LINKS_ONLY, REFUSED_ADDRESSES } from '../support/addressSamples';
import { ACCEPTED_VIDEOS, REFUSED_VIDEOS } from '../support/addressSamples';
import { BLANK_LOOKING_TEXTS, DISCLOSURE_FILE, HIDDEN_CHARACTERS, RESULT_ROW, WRITTEN_TEXTS, fixture, text, written } from './fixtures';
import { dbAs, expectRefused, rulesEnvironmentForFile, seed, setDoc, updateDoc } from './support';

const environment = rulesEnvironmentForFile();
let admin: Firestore;

beforeEach(() => {
  admin = dbAs(environment(), 'admin');
});

const SECTIONS = ['general', 'documents', 'academics', 'staff', 'infrastructure'] as const;
const valid = (id: (typeof SECTIONS)[number]) => fixture(`mandatory_disclosure/${id}`).valid;
const path = (id: string) => `mandatory_disclosure/${id}`;

/** The section `id` with `changes` (undefined leaves a field out) is refused, as a new document and over a valid one. */
async function refused(id: (typeof SECTIONS)[number], changes: DocumentData): Promise<void> {
  const data = Object.fromEntries(Object.entries({ ...valid(id), ...changes }).filter(([, value]) => value !== undefined));
  await expectRefused(environment(), admin, path(id), data, valid(id));
}

async function accepted(id: (typeof SECTIONS)[number], changes: DocumentData): Promise<void> {
  await assertSucceeds(setDoc(doc(admin, path(id)), { ...valid(id), ...changes }));
}

describe('the five sections', () => {
  it.each(SECTIONS)('accepts %s with only updatedAt, every row "To be updated"', async (id) => {
    await assertSucceeds(setDoc(doc(admin, path(id)), { updatedAt: serverTimestamp() }));
  });

  it.each(['other', 'General', 'general ', 'results'])('refuses the id %j, whatever section it holds', async (id) => {
    for (const section of SECTIONS) await expectRefused(environment(), admin, path(id), valid(section), valid(section));
  });

  it.each(SECTIONS.flatMap((id) => SECTIONS.filter((other) => other !== id).map((other) => [id, other] as const)))(
    'refuses the section %s stored under the id %s',
    async (section, id) => {
      await expectRefused(environment(), admin, path(id), valid(section), { updatedAt: Timestamp.fromDate(new Date('2026-01-01')) });
    },
  );

  it.each(SECTIONS)('%s: refuses an edit that leaves an earlier updatedAt, accepts one with the server time', async (id) => {
    await seed(environment(), [{ path: path(id), data: { updatedAt: Timestamp.fromDate(new Date('2026-01-01')) } }]);
    const reference = doc(admin, path(id));
    await expectRefused(environment(), admin, path(id), { ...valid(id), updatedAt: Timestamp.fromDate(new Date('2026-01-01')) }, { updatedAt: Timestamp.fromDate(new Date('2026-01-01')) });
    await expectRefused(environment(), admin, path(id), { ...valid(id), updatedAt: Timestamp.now() }, { updatedAt: Timestamp.fromDate(new Date('2026-01-01')) });
    await assertSucceeds(updateDoc(reference, { updatedAt: serverTimestamp() }));
  });

  it('refuses an update that changes a value but not updatedAt', async () => {
    await seed(environment(), [{ path: path('staff'), data: { totalTeachers: 64, updatedAt: Timestamp.fromDate(new Date('2026-01-01')) } }]);
    await expectRefused(environment(), admin, path('staff'), { totalTeachers: 65, updatedAt: Timestamp.fromDate(new Date('2026-01-01')) }, { totalTeachers: 64, updatedAt: Timestamp.fromDate(new Date('2026-01-01')) });
  });
});

describe('counts', () => {
  const COUNTS: [(typeof SECTIONS)[number], string][] = [
    ['staff', 'students'],
    ['staff', 'sections'],
    // Retired (the list of teachers gives them), still accepted as older documents hold them.
    ['staff', 'totalTeachers'],
    ['staff', 'pgt'],
    ['staff', 'tgt'],
    ['staff', 'prt'],
    ['infrastructure', 'classroomCount'],
    ['infrastructure', 'labCount'],
    ['infrastructure', 'girlsToilets'],
    ['infrastructure', 'boysToilets'],
  ];

  it.each(COUNTS)('%s %s: refuses a negative, fractional, non-finite, textual or too large count', async (id, field) => {
    for (const value of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '5', MAX_COUNT + 1, true]) await refused(id, { [field]: value });
  });

  it.each(COUNTS)(`%s %s: accepts 0 and ${written(MAX_COUNT)}, and no value`, async (id, field) => {
    await accepted(id, { [field]: 0 });
    await accepted(id, { [field]: MAX_COUNT });
    await refused(id, { [field]: null });
  });
});

describe('areas in square metres', () => {
  const AREAS = ['campusArea', 'classroomArea', 'labArea'];

  it.each(AREAS)(`%s: refuses a negative area, three decimals, NaN, text and more than ${written(MAX_AREA)}`, async (field) => {
    for (const value of [-0.5, -1, 12.345, 0.005, Number.NaN, Number.POSITIVE_INFINITY, '46.45', MAX_AREA + 1, MAX_AREA + 0.01]) {
      await refused('infrastructure', { [field]: value });
    }
  });

  it.each(AREAS)(`%s: accepts a whole number, one and two decimals, 0, ${written(MAX_AREA)} and a sum that floats (0.1 + 0.2)`, async (field) => {
    for (const value of [46, 46.5, 46.45, 0, MAX_AREA, 0.1 + 0.2]) await accepted('infrastructure', { [field]: value });
  });
});

describe('Internet Facility', () => {
  it('is Yes or No as a bool, nothing else', async () => {
    await accepted('infrastructure', { internet: false });
    for (const value of ['Y', 'yes', 1, null]) await refused('infrastructure', { internet: value });
  });
});

describe('the YouTube video of the inspection', () => {
  it.each(ACCEPTED_VIDEOS)('accepts %s', async (address) => {
    await accepted('infrastructure', { inspectionVideo: address });
  });

  it.each([...REFUSED_VIDEOS, ['a list', ['https://youtu.be/aqz-KE-bpKQ']]])('refuses %s', async (_name, address) => {
    await refused('infrastructure', { inspectionVideo: address });
  });
});

describe('documents of sections B and C', () => {
  const FILE_FIELDS: [(typeof SECTIONS)[number], string][] = [
    ...['affiliation', 'registration', 'noc', 'rteRecognition', 'buildingSafety', 'fireSafety', 'deoCertificate', 'sanitation'].map((field): [(typeof SECTIONS)[number], string] => ['documents', field]),
    ...['feeStructure', 'academicCalendar', 'boardResults'].map((field): [(typeof SECTIONS)[number], string] => ['academics', field]),
  ];

  it.each(FILE_FIELDS)('%s %s: accepts a PDF with its dates, and without Valid until', async (id, field) => {
    await accepted(id, { [field]: DISCLOSURE_FILE });
    await accepted(id, { [field]: { url: '/docs/mandatory-disclosure/noc.pdf', updatedOn: '2026-01-10' } });
  });

  it.each(FILE_FIELDS)('%s %s: refuses a document without its address or its Updated on, or with anything else', async (id, field) => {
    const { url, updatedOn } = DISCLOSURE_FILE;
    for (const value of [{ updatedOn }, { url }, { ...DISCLOSURE_FILE, size: 1 }, url, null]) await refused(id, { [field]: value });
  });

  it.each([...REFUSED_ADDRESSES, ...LINKS_ONLY])('refuses the address of %s', async (_name, address) => {
    await refused('documents', { fireSafety: { ...DISCLOSURE_FILE, url: address } });
  });

  it.each([
    ['a month 13', '2026-13-01'],
    ['a day 32', '2026-01-32'],
    ['a two-digit year', '26-01-01'],
    ['the year 2100', '2100-01-01'],
    ['a date with a time', '2026-01-10T00:00'],
    ['a timestamp', Timestamp.fromDate(new Date('2026-01-10'))],
  ])('refuses an Updated on or Valid until of %s', async (_name, date) => {
    await refused('documents', { fireSafety: { ...DISCLOSURE_FILE, updatedOn: date } });
    await refused('documents', { fireSafety: { ...DISCLOSURE_FILE, validUntil: date } });
  });

  it('refuses a Valid until before its Updated on; accepts the same day', async () => {
    await refused('documents', { fireSafety: { ...DISCLOSURE_FILE, updatedOn: '2026-01-10', validUntil: '2026-01-09' } });
    await accepted('documents', { fireSafety: { ...DISCLOSURE_FILE, updatedOn: '2026-01-10', validUntil: '2026-01-10' } });
  });
});

describe('the members of the SMC and the PTA (rows C3 and C4)', () => {
  const members = 'Mr. S. Venkatesan, Chairperson\nDr. M. Saraswathi, Member Secretary';

  it('accepts the members one per line, and refuses a PDF in their place', async () => {
    await accepted('academics', { smcMembers: members, ptaMembers: members });
    await refused('academics', { smcMembers: DISCLOSURE_FILE });
  });

  it('refuses the PDFs the rows held before (smc, pta): a save over a section that holds one removes it', async () => {
    await refused('academics', { smc: DISCLOSURE_FILE });
    await refused('academics', { pta: DISCLOSURE_FILE });
    const before = { smc: DISCLOSURE_FILE, updatedAt: Timestamp.fromDate(new Date('2026-01-01')) };
    await seed(environment(), [{ path: path('academics'), data: before }]);
    const reference = doc(admin, path('academics'));
    await expectRefused(environment(), admin, path('academics'), { ...before, smcMembers: members, updatedAt: serverTimestamp() }, before);
    await assertSucceeds(updateDoc(reference, { smcMembers: members, smc: deleteField(), updatedAt: serverTimestamp() }));
  });
});

describe('the annual report of section C', () => {
  const REPORT = { url: 'https://res.cloudinary.com/demo/raw/upload/v1/school/annual-report.pdf', updatedOn: '2026-08-28', year: '2025-26' };

  it('accepts a PDF with its Updated on and the academic year it reports on (1999-00 too)', async () => {
    await accepted('academics', { annualReport: REPORT });
    await accepted('academics', { annualReport: { ...REPORT, year: '1999-00' } });
  });

  it.each([
    ['no year', { url: REPORT.url, updatedOn: REPORT.updatedOn }],
    ['no address', { updatedOn: REPORT.updatedOn, year: REPORT.year }],
    ['no Updated on', { url: REPORT.url, year: REPORT.year }],
    ['a Valid until besides', { ...REPORT, validUntil: '2027-01-01' }],
    ['another field', { ...REPORT, size: 1 }],
    ['a calendar year', { ...REPORT, year: '2025' }],
    ['years not one after the other', { ...REPORT, year: '2025-27' }],
    ['the same year twice', { ...REPORT, year: '2025-25' }],
    ['four-digit years', { ...REPORT, year: '2025-2026' }],
    ['a year before 1900', { ...REPORT, year: '1899-00' }],
    ['text around the year', { ...REPORT, year: 'FY 2025-26' }],
    ['a number for a year', { ...REPORT, year: 2025 }],
    ['an Updated on that is not a day', { ...REPORT, updatedOn: '2026-02-30' }],
    ['an address of another host', { ...REPORT, url: 'https://example.com/annual-report.pdf' }],
    ['only its address', REPORT.url],
  ])('refuses a report with %s', async (_name, value) => {
    await refused('academics', { annualReport: value });
  });

  it('refuses a certificate-shaped document (with Valid until, no year) as the report, and a report-shaped one as a certificate', async () => {
    await refused('academics', { annualReport: DISCLOSURE_FILE });
    await refused('documents', { fireSafety: REPORT });
  });
});

describe('Board results', () => {
  const MOST = MAX_RESULT_ROWS;
  const row = (changes: DocumentData) => ({ ...RESULT_ROW, ...changes });
  /** `count` valid years, from 2025 back. */
  const years = (count: number) => Array.from({ length: count }, (_, index) => row({ year: String(2025 - index) }));
  /** The academics section stored (rules off) with these years of Class X. */
  const stored = (rows: DocumentData[]) => ({ ...valid('academics'), resultsX: rows, updatedAt: Timestamp.fromDate(new Date('2026-01-01')) });

  /** Writing `rows` over the stored `before` (one year added, corrected or removed) is refused. */
  async function refusedOver(before: DocumentData[], rows: unknown): Promise<void> {
    await expectRefused(environment(), admin, path('academics'), { ...valid('academics'), resultsX: rows }, stored(before));
  }

  async function acceptedOver(before: DocumentData[], rows: DocumentData[]): Promise<void> {
    await seed(environment(), [{ path: path('academics'), data: stored(before) }]);
    await assertSucceeds(updateDoc(doc(admin, path('academics')), { resultsX: rows, updatedAt: serverTimestamp() }));
  }

  it(`accepts a year added to ${MOST - 1} (${MOST} in all), a year corrected, a year removed, and no years`, async () => {
    await acceptedOver(years(MOST - 1), years(MOST));
    await acceptedOver(years(MOST), years(MOST).map((result, index) => (index === MOST - 1 ? { ...result, passed: 104 } : result)));
    await acceptedOver(years(MOST), years(MOST).slice(1));
    await accepted('academics', { resultsX: [], resultsXII: [] });
  });

  it(`refuses a year added to ${MOST} (${MOST + 1} in all), and a list that is not a list`, async () => {
    await refusedOver(years(MOST), years(MOST + 1));
    for (const value of [RESULT_ROW, '2025', { 0: RESULT_ROW }, null]) await refused('academics', { resultsX: value });
  });

  it("checks Class XII's years as Class X's", async () => {
    await accepted('academics', { resultsXII: [row({ year: '2025' })] });
    for (const value of [[row({ passed: 105 })], [row({ year: '25' })], RESULT_ROW, '2025']) await refused('academics', { resultsXII: value });
  });

  it('refuses two years added, or two corrected, in one write (the site changes one at a time)', async () => {
    await refused('academics', { resultsX: [row({ year: '2025' }), row({ year: '2024' })] });
    await refusedOver(years(3), [...years(3), row({ year: '2021' }), row({ year: '2020' })]);
    await refusedOver(years(3), years(3).map((result) => ({ ...result, passed: 100 })));
  });

  it('refuses a year already listed, added or corrected to it, wherever the other row is', async () => {
    for (let position = 0; position < MOST; position += 1) {
      const before = years(MOST - 1);
      const twin = (year: unknown) => row({ year, registered: 40, passed: 39 });
      const rows = position < MOST - 1 ? [...before, twin(before[position]?.year)] : [twin(before[MOST - 2]?.year), ...before];
      await refusedOver(before, rows);
    }
    await refusedOver(years(3), years(3).map((result, index) => (index === 2 ? { ...result, year: '2025', passed: 50 } : result)));
  });

  it('refuses a year already listed in the last row, whatever the length of the list', async () => {
    for (let count = 1; count < MOST; count += 1) {
      const before = years(count);
      await refusedOver(before, [row({ year: before[count - 1]?.year, registered: 40, passed: 39 }), ...before]);
    }
  });

  it('refuses a second copy of a row, added or over another; an older list that holds one can still be corrected', async () => {
    const [first = RESULT_ROW, second = RESULT_ROW, third = RESULT_ROW] = years(3);
    await refusedOver(years(3), [...years(3), first]);
    await refusedOver(years(3), [first, first, third]);
    await acceptedOver([first, first, second], [first, second]);
    await acceptedOver([first, first, second], [first, first, row({ ...second, passed: 50 })]);
  });

  it.each([
    ['more passed than registered', row({ passed: 105 })],
    ['a year 2025-2026', row({ year: '2025-2026' })],
    ['a year 25', row({ year: '25' })],
    ['a year 2025-26x', row({ year: '2025-26x' })],
    ['a year as a number', row({ year: 2025 })],
    ['a fractional count', row({ registered: 10.5, passed: 10 })],
    ['a fractional passed', row({ registered: 10, passed: 9.5 })],
    ['a negative count', row({ registered: -1, passed: -2 })],
    ['a negative passed', row({ registered: 10, passed: -1 })],
    [`a count over ${written(MAX_COUNT)}`, row({ registered: MAX_COUNT + 1, passed: 1 })],
    ['a count as text', row({ passed: '103' })],
    ['blank remarks', row({ remarks: '  ' })],
    [`remarks of ${MAX_REMARKS + 1} characters`, row({ remarks: text(MAX_REMARKS + 1) })],
    ['an extra key', row({ percentage: 99 })],
    ['no year', { registered: 1, passed: 1 }],
    ['an academic year whose years are not consecutive', row({ year: '2025-27' })],
    ['an academic year that goes back', row({ year: '2025-24' })],
    ['no registered', { year: '2025', passed: 1 }],
    ['no passed', { year: '2025', registered: 1 }],
    ['a year that is not a map', '2025'],
  ])('refuses a year with %s, at every position of the list', async (_name, bad) => {
    for (let position = 0; position < MOST; position += 1) {
      const before = years(MOST - 1);
      await refusedOver(before, [...before.slice(0, position), bad, ...before.slice(position)]);
    }
  });

  it('refuses a bad year as the last row, whatever the length of the list', async () => {
    for (let position = 0; position < MOST; position += 1) await refusedOver(years(position), [...years(position), row({ passed: 105 })]);
  });

  // The remarks' pattern has three parts (text, one character that is not white space, text): each character is
  // tried alone, before and after other text, so that each part refuses it.
  it.each(HIDDEN_CHARACTERS)('refuses remarks with %s, alone, first or last', async (_name, character) => {
    for (const remarks of [character, `${character}Topper`, `Topper${character}`, 'First\nSecond']) {
      await refusedOver(years(1), [...years(1), row({ year: '2030', remarks })]);
    }
  });

  it.each<[string, string]>([...BLANK_LOOKING_TEXTS, ['a tab alone', '\t']])('refuses remarks of %s', async (_name, remarks) => {
    await refusedOver(years(1), [...years(1), row({ year: '2030', remarks })]);
  });

  it.each(WRITTEN_TEXTS)('accepts remarks in %s', async (_name, remarks) => {
    await acceptedOver(years(1), [...years(1), row({ year: '2030', remarks })]);
  });

  it(`accepts a valid year added at every position, with as many passed as registered (${written(MAX_COUNT)}), remarks of ${MAX_REMARKS} characters, or none`, async () => {
    for (let position = 0; position < MOST; position += 1) {
      const before = years(MOST - 1).map((result) => ({ ...result, year: `19${String(result.year).slice(2)}` }));
      const added =
        position % 2 === 0 ? row({ year: '2030', registered: MAX_COUNT, passed: MAX_COUNT, remarks: text(MAX_REMARKS) }) : { year: position === 1 ? '2099-00' : '2030-31', registered: 0, passed: 0 };
      await acceptedOver(before, [...before.slice(0, position), added, ...before.slice(position)]);
    }
  });

  it("refuses 'offered' that is not a bool", async () => {
    for (const field of ['resultsXOffered', 'resultsXIIOffered']) {
      for (const value of ['no', 0, null]) await refused('academics', { [field]: value });
      await accepted('academics', { [field]: true });
    }
  });
});
