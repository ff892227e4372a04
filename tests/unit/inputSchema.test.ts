import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@/components/admin/DateField';
import { FILL_IN, inputSchema, typedRupees } from '@/components/admin/inputSchema';
import { achievementFields } from '@/features/achievements/achievementSchema';
import { disclosureFields } from '@/features/disclosures/disclosureSchema';
import { eventFields } from '@/features/events/eventSchema';
import { feeGroupsField, feePaymentFields } from '@/features/fee-payment/feePaymentSchema';
import { linkFields } from '@/features/links/linkSchema';

/** Each field's first problem, by name, or {} when the input passes. */
function problems(schema: v.GenericSchema, input: Record<string, unknown>) {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.issues) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('inputSchema: what a form may hold as typed, from the field table', () => {
  const links = inputSchema(linkFields, ['title', 'url', 'buttonText', 'description'], ['title', 'url', 'buttonText']);
  const filled = { title: 'CBSE', url: 'https://www.cbse.gov.in/', buttonText: 'Visit CBSE', description: '' };

  test('filled fields pass, and an optional field may be blank', () => {
    expect(problems(links, filled)).toEqual({});
    expect(problems(inputSchema(linkFields, ['title', 'buttonText'], ['title']), { title: 'CBSE', buttonText: '  ' })).toEqual({});
  });

  test('a required field that is blank, or white space only, is to be filled in', () => {
    expect(problems(links, { ...filled, title: ' \n', buttonText: '' })).toEqual({ title: FILL_IN, buttonText: FILL_IN });
  });

  test('text beyond its limit, or holding a character that reorders text, is refused in words', () => {
    expect(problems(links, { ...filled, title: 'x'.repeat(linkFields.title.max + 1) })).toEqual({ title: `At most ${linkFields.title.max} characters: this is 1 too long.` });
    expect(problems(links, { ...filled, title: 'x'.repeat(linkFields.title.max) })).toEqual({});
    expect(problems(links, { ...filled, buttonText: 'Open\u202Eexe' }).buttonText).toMatch(/right-to-left override \(U\+202E\)/);
    expect(problems(links, { ...filled, description: 'Two\nlines' })).toEqual({});
    expect(problems(links, { ...filled, title: 'Two\nlines' }).title).toMatch(/one line/);
  });

  test('an address is one the site can store once trimmed; anything else says how to write one', () => {
    expect(problems(links, { ...filled, url: '  HTTPS://WWW.CBSE.GOV.IN/ ' })).toEqual({});
    expect(problems(links, { ...filled, url: '/Events' })).toEqual({});
    for (const url of ['javascript:alert(1)', '//evil.example/', 'http://example.org/']) {
      expect(problems(links, { ...filled, url })).toEqual({ url: linkFields.url.invalid });
    }
    // A hidden character is named, as in text, before the address is read.
    expect(problems(links, { ...filled, url: 'https://www.cbse.gov.in/\u202Efdp.exe' }).url).toMatch(/right-to-left override \(U\+202E\)/);
  });

  test('a priority is a finite number, whole or decimal, negative included', () => {
    const achievement = inputSchema(achievementFields, ['priority'], ['priority']);
    for (const priority of ['3', ' 2.5 ', '-1', '0']) expect(problems(achievement, { priority })).toEqual({});
    expect(problems(achievement, { priority: ' ' })).toEqual({ priority: FILL_IN });
    for (const priority of ['two', 'Infinity']) expect(problems(achievement, { priority })).toEqual({ priority: 'Enter a number.' });
  });

  test('a day is one that exists, in the years the rules accept; a date field holds nothing until it is whole', () => {
    const disclosure = inputSchema(disclosureFields, ['documentDate'], ['documentDate']);
    expect(problems(disclosure, { documentDate: '2024-02-29' })).toEqual({});
    expect(problems(disclosure, { documentDate: '' })).toEqual({ documentDate: FILL_IN });
    for (const documentDate of ['2026-02-30', '1899-12-31', '2100-01-01']) expect(problems(disclosure, { documentDate })).toEqual({ documentDate: DATE_OUT_OF_RANGE });
  });

  test("an address that must be https:// (the bank's Pay Now page) refuses a page of this site and http://", () => {
    const fee = inputSchema(feePaymentFields, ['payNowUrl'], ['payNowUrl']);
    expect(problems(fee, { payNowUrl: ' https://pay.example.com/fees ' })).toEqual({});
    for (const payNowUrl of ['/FeePayment', 'http://pay.example.com/fees']) expect(problems(fee, { payNowUrl })).toEqual({ payNowUrl: feePaymentFields.payNowUrl.invalid });
  });

  test("rows (the fee page's terms) are checked box by box, within the field's count of rows", () => {
    const fee = inputSchema(feePaymentFields, ['terms'], ['terms']);
    const term = { term: 'Term I', months: 'April to June', dueOn: '2027-04-10' };
    expect(problems(fee, { terms: [term] })).toEqual({});
    expect(problems(fee, { terms: [term, { ...term, months: ' ', term: 'x'.repeat(feePaymentFields.terms.row.term.max + 25), dueOn: '' }] })).toEqual({
      'terms.1.months': FILL_IN,
      'terms.1.term': `At most ${feePaymentFields.terms.row.term.max} characters: this is 25 too long.`,
      'terms.1.dueOn': FILL_IN,
    });
    expect(problems(fee, { terms: [] })).toEqual({ terms: 'At least 1.' });
    expect(problems(fee, { terms: Array.from({ length: feePaymentFields.terms.max + 1 }, () => term) })).toEqual({ terms: `At most ${feePaymentFields.terms.max}.` });
  });

  test("a class group's fees are checked box by box: whole rupees, commas and the rupee sign allowed, at most ten lakh", () => {
    const fee = inputSchema({ ...feePaymentFields, fees: feeGroupsField }, ['fees'], ['fees']);
    const group = (...amounts: string[]) => ({ classes: 'Classes I to V', amounts });
    expect(problems(fee, { fees: [group('26500', '21,000', '₹ 17,500')] })).toEqual({});
    expect(problems(fee, { fees: [group('26500', '', '17.5'), group('10,00,001', '-5', 'twenty')] })).toEqual({
      'fees.0.amounts.1': FILL_IN,
      'fees.0.amounts.2': 'Enter whole rupees, such as 26500.',
      'fees.1.amounts.0': 'At most 10,00,000 rupees.',
      'fees.1.amounts.1': 'Enter whole rupees, such as 26500.',
      'fees.1.amounts.2': 'Enter whole rupees, such as 26500.',
    });
    expect(problems(fee, { fees: [{ ...group('1000'), classes: ' ' }] })).toEqual({ 'fees.0.classes': FILL_IN });
    expect(typedRupees('₹ 1,25,000')).toBe(125000);
    expect(typedRupees('12 500')).toBe(12500);
    expect(typedRupees('1e5')).toBeNull();
  });

  test('a field that is not typed (a list of pictures) cannot be part of it', () => {
    expect(() => inputSchema(eventFields, ['imageURLs'], [])).toThrow('The field "imageURLs" is not typed into a form.');
  });
});
