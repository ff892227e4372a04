// Admissions' pure parts: the mobile number as parents write it, the office's CSV export as Excel reads it (UTF-8 with
// a byte-order mark: Tamil names intact), a child's age on the cut-off day, and the form's checks.
import { describe, expect, it } from 'vitest';
import { enquiriesCsv, officeDate } from '@/features/admissions/admin/enquiryCsv';
import type { Enquiry } from '@/features/admissions/admin/admissionsAdminService';
import { ageOn, ageText } from '@/features/admissions/childAge';
import { enquiryProblems } from '@/features/admissions/enquiryChecks';
import type { EnquiryInput } from '@/features/admissions/enquirySending';
import { localMobile, spokenMobile, storedMobile } from '@/lib/mobileNumber';

describe('an Indian mobile number', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['6000-000-000', '+916000000000'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(storedMobile(typed)).toBe(stored);
  });

  it.each(['5876543210', '987654321', '98765432101', '+1 98765 43210', '044 2345 6789', 'nine eight seven'])('%s is not one', (typed) => {
    expect(storedMobile(typed)).toBeNull();
  });

  it('is read out in two groups of five, with +91 or as dialled in India', () => {
    expect(spokenMobile('+919876543210')).toBe('+91 98765 43210');
    expect(localMobile('+919876543210')).toBe('98765 43210');
  });
});

const ENQUIRY: Enquiry = {
  id: '3f9a0c1b2d4e5f60718a',
  reference: 'ADM-3F9A0C',
  parentName: 'லட்சுமி நாராயணன்',
  mobile: '+919876543210',
  email: '',
  childName: 'கவ்யா',
  dateOfBirth: '2023-05-14',
  classSought: 'LKG',
  currentSchool: 'Little Stars, Velachery',
  message: 'He said "yes"\non the phone',
  year: '2027-28',
  status: 'visit-booked',
  createdAt: new Date('2026-11-30T20:00:00Z'),
  closedAt: null,
  history: [],
};

describe('the export', () => {
  const bytes = new TextEncoder().encode(enquiriesCsv([ENQUIRY, { ...ENQUIRY, parentName: '=HYPERLINK("http://evil.example")', childName: 'Asha' }], '2027-03-31'));

  it('starts with the byte-order mark that makes Excel read UTF-8', () => {
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('decodes as UTF-8 with the Tamil names intact, one enquiry a row', () => {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Reference,Received,Status,Parent,Mobile,Email,Child,Date of birth,Age on cut-off,Class,Current school,Message');
    expect(lines[1]).toBe('ADM-3F9A0C,01/12/2026,Visit booked,லட்சுமி நாராயணன்,98765 43210,,கவ்யா,14/05/2023,3 years 10 months,Class LKG,"Little Stars, Velachery","He said ""yes""\non the phone"');
    expect(lines).toHaveLength(4);
  });

  it('never starts a cell with what a spreadsheet runs as a formula', () => {
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('writes a day as the office does, in India’s time', () => {
    expect(officeDate('2027-01-31')).toBe('31/01/2027');
    expect(officeDate(new Date('2026-12-31T19:00:00Z'))).toBe('01/01/2027');
  });
});

describe('a child’s age on the cut-off day', () => {
  it.each([
    ['2023-05-14', '2027-03-31', { years: 3, months: 10 }, '3 years 10 months'],
    ['2023-03-31', '2027-03-31', { years: 4, months: 0 }, '4 years'],
    ['2023-04-01', '2027-03-31', { years: 3, months: 11 }, '3 years 11 months'],
    ['2026-10-15', '2027-03-31', { years: 0, months: 5 }, '5 months'],
    ['2026-03-01', '2027-04-30', { years: 1, months: 1 }, '1 year 1 month'],
  ])('born %s, on %s: %o', (born, on, age, words) => {
    expect(ageOn(born, on)).toEqual(age);
    expect(ageText(age)).toBe(words);
  });

  it('is none before the child is born', () => {
    expect(ageOn('2027-05-01', '2027-03-31')).toBeNull();
  });
});

describe('the form’s checks', () => {
  const offered = [{ class: 'LKG' as const, age: '3 years or more' }];
  const typed: EnquiryInput = {
    parentName: 'லட்சுமி',
    mobile: '98765 43210',
    email: '',
    childName: 'கவ்யா',
    dateOfBirth: '2023-05-14',
    classSought: 'LKG',
    currentSchool: '',
    message: '',
    consent: true,
  };
  const problems = (change: Partial<EnquiryInput>) => enquiryProblems({ ...typed, ...change }, offered, '2026-12-02');

  it('find nothing in a complete enquiry in Tamil', () => {
    expect(problems({})).toEqual({});
  });

  it('say what is wrong, at the field', () => {
    expect(problems({ mobile: '12345' })).toEqual({ mobile: 'Enter a mobile number of 10 digits, starting with 6, 7, 8 or 9.' });
    expect(problems({ mobile: ' ' })).toEqual({ mobile: 'Please enter your mobile number.' });
    expect(problems({ email: 'lakshmi@' })).toEqual({ email: 'Enter an email address such as name@example.com.' });
    expect(problems({ parentName: '\u200d' })).toEqual({ parentName: 'Please enter your name.' });
    expect(problems({ childName: 'Kav\u202eya' }).childName).toMatch(/character/i);
    expect(problems({ classSought: 'XI' })).toEqual({ classSought: 'Choose the class you are asking for.' });
    expect(problems({ consent: false })).toEqual({ consent: 'Please tick the box to agree, so that the office may call you.' });
    expect(problems({ message: 'x'.repeat(1_003) })).toEqual({ message: 'At most 1,000 characters: 3 too many.' });
  });

  it.each(['2027-01-01', '2006-12-01', '2023-02-30'])('refuse a date of birth of %s', (dateOfBirth) => {
    expect(problems({ dateOfBirth })).toEqual({ dateOfBirth: 'Enter your child’s date of birth: a day in the last 20 years.' });
  });
});
