// The parts of `npm run test:rules-mutations` that decide what runs: the mutants of the rules, the emulator's coverage
// report read from its binary form, and which tests are chosen for a mutant, in which order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EQUIVALENT_CLASS_ITEMS, EQUIVALENT_MUTANTS, candidatesFor, classItemCharacters, coverageExpressions, coverageExpressionsOfMessage, coverageGained, coverageSummary, matchedTextEnds, mergedExpressions,
  mutantProbe, recordOfSummary, rulesMutants, runsOf, summaryOfRecord, textProbe, withRecordedFalse, type CoverageSummary,
} from '../../scripts/lib/rules-mutations.mjs';

const RULES = readFileSync('firestore.rules', 'utf8');

describe('the mutants of firestore.rules', () => {
  const mutants = rulesMutants(RULES);

  it('each loosens the rules in its own way, and only their code', () => {
    expect(mutants.length).toBeGreaterThan(500);
    expect(new Set(mutants.map(({ rules }) => rules)).size).toBe(mutants.length);
    // A comment starts a line or follows white space ('https://' in a string does neither).
    const comments = [...RULES.matchAll(/(?<=^|\s)\/\/[^\n]*/gm)].map(({ index, 0: text }): [number, number] => [index, index + text.length]);
    expect(comments.length).toBeGreaterThan(50);
    for (const { span, rules } of mutants) {
      expect(rules).not.toBe(RULES);
      expect(comments.some(([from, to]) => span[0] >= from && span[1] <= to)).toBe(false);
    }
  });

  it('makes each conjunct true at every depth, loosens each bound by one and drops each item of a negated class', () => {
    const admin = mutants.find(({ name }) => name.includes('(function isAdmin)'));
    expect(admin?.becomesTrue).toBe(true);
    const bound = mutants.find(({ name }) => / \(isRequiredText\): max (\d+) → (\d+)/.exec(name));
    const [, before, after] = / max (\d+) → (\d+)/.exec(bound?.name ?? '') ?? [];
    expect(Number(after)).toBe(Number(before) + 1);
    expect(bound?.becomesTrue).toBe(false);
    expect(mutants.some(({ name }) => /`\[\^.*\]` without `/.test(name))).toBe(true);
  });

  it('knows the characters each dropped item of a class stands for', () => {
    const dropped = mutants.filter(({ characters }) => characters);
    expect(dropped.length).toBeGreaterThan(100);
    expect(mutants.filter(({ name }) => / without `/.test(name))).toEqual(dropped);
    const softHyphen = classItemCharacters('\\\\x{AD}');
    expect([softHyphen.test('\u00ad'), softHyphen.test('-')]).toEqual([true, false]);
    const controls = classItemCharacters('\\\\t-\\\\r');
    expect(['\t', '\n', '\r', ' '].map((character) => controls.test(character))).toEqual([true, true, true, false]);
    expect([classItemCharacters('\\\\\\\\').test('\\'), classItemCharacters('\\\\p{Z}').test('\u00a0'), classItemCharacters('?').test('?')]).toEqual([true, true, true]);
  });

  it('marks each mutant no request can tell apart, with why, and no other', () => {
    const equivalent = mutants.filter(({ equivalent: why }) => why);
    expect(equivalent.filter(({ becomesTrue }) => becomesTrue).map(({ equivalent: why }) => why)).toEqual(EQUIVALENT_MUTANTS.map(([, , why]) => why));
    // U+180E in a class that also holds \p{Z}: the attachments' names and the results' remarks.
    const items = equivalent.filter(({ becomesTrue }) => !becomesTrue);
    expect(items.map(({ name }) => / without `(.*)`$/.exec(name)?.[1])).toEqual(['\\\\x{180E}', '\\\\x{180E}']);
    expect(items.every(({ name, equivalent: why }) => name.includes('\\\\p{Z}') && why === EQUIVALENT_CLASS_ITEMS[0]?.[2])).toBe(true);
    expect(() => rulesMutants(RULES.replace('data.terms is list', "data.get('terms', null) is list"))).toThrow(/EQUIVALENT_MUTANTS expects/);
  });
  it("has the coverage run record each condition that is `false`, as a check as false, in the same place", () => {
    const recorded = withRecordedFalse(RULES);
    expect(recorded).toHaveLength(RULES.length);
    const falses = [...RULES.matchAll(/if false;/g)].map(({ index }) => index + 'if '.length);
    expect(falses.length).toBeGreaterThan(3);
    expect(falses.map((at) => recorded.slice(at, at + 5))).toEqual(falses.map(() => '1 > 2'));
    expect(withRecordedFalse("// allow write: if false;\nallow update: if false;\nallow read: if isFalse;")).toBe("// allow write: if false;\nallow update: if 1 > 2;\nallow read: if isFalse;");
    // Its mutant is then probed by where the emulator found `1 > 2` false: the tests that made such a request.
    const madeTrue = mutants.find(({ becomesTrue, span }) => becomesTrue && span[0] === falses[0]);
    const at = falses[0] ?? 0;
    expect(madeTrue && mutantProbe(RULES, [{ from: at, last: at + 4, values: [{ value: { boolValue: false }, count: 1 }] }], madeTrue)).toEqual({ key: `${at}:${at + 4}`, needs: 'notTrue' });
  });
});

/** Protocol-buffer encoding, enough to write a coverage report as the emulator sends it. */
const varint = (value: number): number[] => {
  const bytes = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  return [...bytes, rest];
};
const numberField = (field: number, value: number) => [...varint(field * 8), ...varint(value)];
const messageField = (field: number, bytes: number[]) => [...varint(field * 8 + 2), ...varint(bytes.length), ...bytes];

type Value = { boolValue?: boolean; stringValue?: string; undefined?: { causeMessage?: string }; intValue?: number; nullValue?: null };
type Node = { sourcePosition: { currentOffset: number; endOffset: number }; values?: { value: Value; count: number }[]; children?: Node[] };

function encodeValue(value: Value): number[] {
  if (value.boolValue !== undefined) return numberField(2, value.boolValue ? 1 : 0);
  if (value.stringValue !== undefined) return messageField(5, [...Buffer.from(value.stringValue)]);
  if (value.nullValue !== undefined) return numberField(1, 0);
  if (value.undefined) return messageField(100, value.undefined.causeMessage ? messageField(1, [...Buffer.from(value.undefined.causeMessage)]) : []);
  if (value.intValue !== undefined) return numberField(3, value.intValue);
  return [];
}

function encodeNode({ sourcePosition, values = [], children = [] }: Node): number[] {
  return [
    ...messageField(1, [...numberField(5, sourcePosition.currentOffset), ...numberField(6, sourcePosition.endOffset)]),
    ...values.flatMap(({ value, count }) => messageField(2, [...messageField(1, encodeValue(value)), ...numberField(2, count)])),
    ...children.flatMap((child) => messageField(3, encodeNode(child))),
  ];
}

const at = (currentOffset: number, endOffset: number) => ({ sourcePosition: { currentOffset, endOffset } });

describe('the rule coverage report', () => {
  const report: Node[] = [
    {
      ...at(10, 40),
      values: [{ value: { boolValue: true }, count: 300 }, { value: { boolValue: false }, count: 2 }],
      children: [
        { ...at(10, 20), values: [{ value: { undefined: {} }, count: 4 }, { value: { undefined: { causeMessage: 'Null value error.' } }, count: 1 }] },
        { ...at(25, 40), values: [{ value: { intValue: 7 }, count: 1 }, { value: {}, count: 5 }] },
        { ...at(30, 31) },
        { ...at(10, 14), values: [{ value: { stringValue: 'சென்னை\u00ad' }, count: 3 }, { value: { stringValue: 'a' }, count: 1 }] },
      ],
    },
  ];

  it('reads from the binary message what it reads from the JSON', () => {
    const binary = coverageExpressionsOfMessage(Uint8Array.from(report.flatMap((node) => messageField(2, encodeNode(node)))));
    const json = coverageExpressions(report).map(({ from, last, values }) => ({
      from,
      last,
      values: values.map(({ value, count }) => ({
        count,
        value:
          value.boolValue !== undefined ? { boolValue: value.boolValue }
          : value.stringValue !== undefined ? { stringValue: value.stringValue }
          : value.undefined ? { undefined: Object.keys(value.undefined).length > 0 ? { causeMessage: '' } : {} }
          : 'intValue' in value ? { otherValue: {} }
          : {},
      })),
    }));
    expect(binary).toEqual(json);
    expect(binary.map(({ from, last }) => `${from}:${last}`)).toEqual(['10:40', '10:20', '25:40', '30:31', '10:14']);
  });

  it('counts apart the values that decide nothing: a request not resolved yet, or an expression skipped', () => {
    const summary = coverageSummary(coverageExpressions(report));
    expect(Object.fromEntries(summary.reached)).toEqual({ '10:40': 302, '10:20': 5, '25:40': 6, '10:14': 4 });
    expect(Object.fromEntries(summary.notTrue)).toEqual({ '10:40': 2, '10:20': 5, '25:40': 6, '10:14': 4 });
    expect(Object.fromEntries(summary.reachedResolved)).toEqual({ '10:40': 302, '10:20': 1, '25:40': 1, '10:14': 4 });
    expect(Object.fromEntries(summary.notTrueResolved)).toEqual({ '10:40': 2, '10:20': 1, '25:40': 1, '10:14': 4 });
    expect(Object.fromEntries(summary.falseResolved)).toEqual(Object.fromEntries([...summary.notTrueResolved].filter(([key]) => key === '10:40')));
    expect(summary.texts.size).toBe(0);
  });

  it('keeps the characters of the texts a test matched against a pattern, of the expressions that end where one is matched', () => {
    const matchedAt = new Set([14]);
    const before = coverageSummary(coverageExpressions([{ ...at(10, 14), values: [{ value: { stringValue: 'a' }, count: 1 }] }]), matchedAt);
    const after = coverageSummary(coverageExpressions(report), matchedAt);
    expect(after.texts).toEqual(new Map([['10:14\u0000சென்னை\u00ad', 3], ['10:14\u0000a', 1]]));
    // 'a' was matched as often as before: only the Tamil text (and its soft hyphen) is this test's.
    expect(coverageGained(before, after).characters).toEqual({ '10:14': 'சென்னை\u00ad'.split('').filter((character, index, all) => all.indexOf(character) === index).join('') });
    // And the length of its shortest and longest text there, in code points (as RE2 counts a repeat), and its start.
    expect(coverageGained(before, after).lengths).toEqual({ '10:14': [7, 7] });
    expect(coverageGained(before, after).starts).toEqual({ '10:14': ['சென்னை\u00ad'] });
    expect(coverageGained(before, coverageSummary(coverageExpressions(report))).characters).toEqual({});
  });

  it('finds where texts are matched, as the coverage ends those expressions', () => {
    const text = "value.matches('x') && value.join('\\n').matches('y') && data.list[0].matches('z')";
    expect([...matchedTextEnds(text)].map((end) => text.slice(0, end + 1))).toEqual(['value', "value.matches('x') && value.join('\\n'", "value.matches('x') && value.join('\\n').matches('y') && data.list[0"]);
  });

  it('keeps what one test added, and gives it back as a summary', () => {
    const before = coverageSummary(coverageExpressions([{ ...at(10, 40), values: [{ value: { boolValue: true }, count: 100 }] }]));
    const after = coverageSummary(coverageExpressions(report));
    const gained = coverageGained(before, after);
    expect(gained.reached).toEqual({ '10:40': 202, '10:20': 5, '25:40': 6, '10:14': 4 });
    expect(gained.notTrue).toEqual({ '10:40': 2, '10:20': 5, '25:40': 6, '10:14': 4 });
    expect(coverageGained(after, after).reached).toEqual({});
    expect(summaryOfRecord(gained).notTrueResolved).toEqual(new Map([['10:40', 2], ['10:20', 1], ['25:40', 1], ['10:14', 4]]));
    expect(summaryOfRecord(JSON.parse(JSON.stringify(recordOfSummary(after))) as typeof gained)).toEqual(after);
    const withCharacters = summaryOfRecord({ ...gained, characters: { '10:14': 'ab' } });
    expect(summaryOfRecord(JSON.parse(JSON.stringify(recordOfSummary(withCharacters))) as typeof gained)).toEqual(withCharacters);
  });
});

describe('the tests a mutant runs', () => {
  const text = "allow read: if isAdmin() && (resource.data.size() <= 5) && resource.data.name.matches('[a-z]{1,' + '9}');";
  const condition = text.indexOf('(resource');
  const bound = text.indexOf('5)');
  const pattern = text.indexOf('resource.data.name');
  const built = text.indexOf("'9}'");
  const bools = [{ value: { boolValue: false }, count: 1 }];
  const number = [{ value: { otherValue: {} }, count: 1 }];
  const check = { from: condition + 1, last: bound, values: bools };
  const expressions = [
    { from: text.indexOf('isAdmin'), last: text.length - 2, values: bools },
    check,
    { from: bound, last: bound, values: number },
    { from: pattern, last: text.length - 3, values: bools },
    { from: built - 6, last: built + 3, values: number },
  ];

  it('probes a condition made true by where it was found other than true', () => {
    const madeTrue = { span: [condition, bound + 2] as [number, number], becomesTrue: true };
    expect(mutantProbe(text, expressions, madeTrue)).toEqual({ key: `${condition + 1}:${bound}`, needs: 'notTrue' });
  });

  it('probes a loosened bound or pattern by the innermost check holding it, found other than true', () => {
    const loosened = { span: [bound, bound + 1] as [number, number], becomesTrue: false };
    expect(mutantProbe(text, expressions, loosened)).toEqual({ key: `${condition + 1}:${bound}`, needs: 'notTrue' });
    const inBuiltPattern = { span: [built + 1, built + 2] as [number, number], becomesTrue: false };
    expect(mutantProbe(text, expressions, inBuiltPattern)).toEqual({ key: `${pattern}:${text.length - 3}`, needs: 'notTrue' });
    expect(mutantProbe(text, expressions.slice(4), inBuiltPattern)).toEqual({ key: `${built - 6}:${built + 3}`, needs: 'reached' });
    expect(mutantProbe(text, [], loosened)).toBeNull();
  });

  it('merges the reports of several workers: each expression once, with the values of all', () => {
    const merged = mergedExpressions([expressions.slice(0, 2), [{ ...check, values: [{ value: { boolValue: true }, count: 4 }] }]]);
    expect(merged.map(({ from, last }) => `${from}:${last}`)).toEqual([`${text.indexOf('isAdmin')}:${text.length - 2}`, `${condition + 1}:${bound}`]);
    expect(merged[1]?.values.map(({ count }) => count)).toEqual([1, 4]);
    expect(check.values).toHaveLength(1);
  });

  type Matched = { characters?: Record<string, string>; lengths?: Record<string, [number, number]>; starts?: Record<string, string[]>; foundFalse?: number };
  const unit = (moduleId: string, testId: string | null, seconds: number, found: number, resolved: number, { characters = {}, lengths = {}, starts = {}, foundFalse = 0 }: Matched = {}) => {
    const counted = (times: number): Record<string, number> => (times ? { k: times } : {});
    const [notTrue, notTrueResolved] = [counted(found), counted(resolved)];
    const summary: CoverageSummary = summaryOfRecord({ reached: notTrue, notTrue, reachedResolved: notTrueResolved, notTrueResolved, falseResolved: counted(foundFalse), characters, lengths, starts });
    return { moduleId, testId, seconds, summary };
  };
  const probe = { key: 'k', needs: 'notTrue' } as const;

  it('chooses only the tests that can notice it: the last killer first, then the likeliest per second', () => {
    const slow = unit('a', 'a1', 10, 50, 50);
    const quick = unit('a', 'a2', 0.1, 1, 1);
    const unresolvedOnly = unit('b', 'b1', 0.1, 100, 0);
    const never = unit('b', 'b2', 0.1, 0, 0);
    const lastKiller = unit('c', 'c1', 1, 1, 0);
    expect(candidatesFor([slow, quick, unresolvedOnly, never, lastKiller], probe, lastKiller)).toEqual([lastKiller, quick, slow, unresolvedOnly]);
    expect(candidatesFor([never], null, null)).toEqual([never]);
  });

  it('puts first the tests that found the check false, before those where it only failed', () => {
    // Many tests fail a check (an anonymous request's token, a missing field) that a mutant makes true just the same;
    // a request that found it false is the one the mutant answers otherwise.
    const failedOften = unit('a', 'a1', 0.1, 40, 40);
    const foundFalse = unit('b', 'b1', 2, 1, 1, { foundFalse: 1 });
    expect(candidatesFor([failedOften, foundFalse], probe, null)).toEqual([foundFalse, failedOften]);
    expect(candidatesFor([failedOften, foundFalse], { key: 'k', needs: 'reached' }, null)).toEqual([failedOften, foundFalse]);
  });

  it('for a character dropped from a class, first the tests that matched a text holding it, there or (for a built pattern) anywhere', () => {
    const matches = text.indexOf('.matches(');
    const receiver = { from: pattern, last: matches - 1, values: [{ value: { stringValue: 'ab' }, count: 1 }] };
    const inClass = { span: [text.indexOf('a-z'), text.indexOf('a-z') + 3] as [number, number], becomesTrue: false, characters: /[a-z]/u };
    expect(textProbe(text, [...expressions, receiver], inClass)).toEqual({ characters: /[a-z]/u, lengths: null, starts: null, key: `${pattern}:${matches - 1}` });
    expect(textProbe(text, expressions, inClass)).toEqual({ characters: /[a-z]/u, lengths: null, starts: null, key: null });
    expect(textProbe(text, expressions, { ...inClass, characters: null })).toBeNull();
    const key = `${pattern}:${matches - 1}`;
    const likely = unit('a', 'a1', 0.1, 9, 9, { characters: { [key]: '0' } });
    const telling = unit('a', 'a2', 10, 1, 1, { characters: { [key]: 'x' } });
    const tellingElsewhere = unit('b', 'b1', 1, 1, 1, { characters: { other: 'x' } });
    const lastKiller = unit('c', 'c1', 1, 1, 1);
    expect(candidatesFor([likely, telling, tellingElsewhere, lastKiller], probe, lastKiller, { characters: /[a-z]/u, lengths: null, starts: null, key })).toEqual([telling, lastKiller, likely, tellingElsewhere]);
    expect(candidatesFor([likely, telling, tellingElsewhere], probe, null, { characters: /[a-z]/u, lengths: null, starts: null, key: null })).toEqual([tellingElsewhere, telling, likely]);
  });

  it('for a hand-written loosening of a scheme, first the tests that matched a text starting so, anywhere', () => {
    const scheme = RULES.indexOf("'https://'");
    const httpMutant = rulesMutants(RULES).find(({ name }) => name.includes('http:// addresses'));
    expect(httpMutant?.starts?.test('http://example.com')).toBe(true);
    expect([httpMutant?.starts?.test('https://example.com'), scheme >= 0]).toEqual([false, true]);
    const texts = { characters: null, lengths: null, starts: /^http:\/\//u, key: null };
    const likely = unit('a', 'a1', 0.1, 9, 9, { starts: { k1: ['https://res.clou'] } });
    const http = unit('b', 'b1', 5, 1, 1, { starts: { k2: ['/demo/x.jpg', 'http://example.c'] } });
    expect(candidatesFor([likely, http], probe, null, texts)).toEqual([http, likely]);
  });

  it('for a loosened repeat, first the tests that matched the longest texts there (a larger maximum) or the shortest (a smaller minimum)', () => {
    const matches = text.indexOf('.matches(');
    const key = `${pattern}:${matches - 1}`;
    const receiver = { from: pattern, last: matches - 1, values: [{ value: { stringValue: 'ab' }, count: 1 }] };
    const repeat = { span: [built + 1, built + 2] as [number, number], becomesTrue: false, lengths: 'longest' as const };
    expect(textProbe(text, [...expressions, receiver], repeat)).toEqual({ characters: null, lengths: 'longest', starts: null, key });
    const likely = unit('a', 'a1', 0.1, 9, 9, { lengths: { [key]: [1, 3] } });
    const longest = unit('a', 'a2', 10, 1, 1, { lengths: { [key]: [2, 10] } });
    const shortest = unit('b', 'b1', 1, 1, 1, { lengths: { [key]: [0, 2], other: [40, 40] } });
    const none = unit('c', 'c1', 0.1, 1, 1);
    const units = [likely, longest, shortest, none];
    expect(candidatesFor(units, probe, null, { characters: null, lengths: 'longest', starts: null, key })).toEqual([longest, likely, shortest, none]);
    expect(candidatesFor(units, probe, null, { characters: null, lengths: 'shortest', starts: null, key })).toEqual([shortest, likely, longest, none]);
    expect(candidatesFor(units, probe, null, { characters: null, lengths: 'longest', starts: null, key: null })).toEqual([shortest, longest, likely, none]);
  });

  it('runs the first few candidates alone, then the rest, each run by file in the order of its first candidate', () => {
    const candidates = [unit('b', 'b2', 1, 1, 1), unit('a', 'a1', 1, 1, 1), unit('b', 'b1', 1, 1, 1), unit('c', null, 1, 1, 1), unit('a', 'a3', 1, 1, 1)];
    expect(runsOf(candidates, [3])).toEqual([
      [{ moduleId: 'b', testIds: ['b2', 'b1'] }, { moduleId: 'a', testIds: ['a1'] }],
      [{ moduleId: 'c', testIds: null }, { moduleId: 'a', testIds: ['a3'] }],
    ]);
    expect(runsOf(candidates.slice(0, 2), [3])).toHaveLength(1);
    expect(runsOf([], [3])).toEqual([]);
  });
});
