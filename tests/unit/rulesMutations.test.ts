// The parts of `npm run test:rules-mutations` that decide what runs: the mutants of the rules, the emulator's coverage
// report read from its binary form, and which tests are chosen for a mutant, in which order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EQUIVALENT_MUTANTS, candidatesFor, coverageExpressions, coverageExpressionsOfMessage, coverageGained, coverageSummary, mergedExpressions, mutantProbe, recordOfSummary, rulesMutants, runsOf,
  summaryOfRecord, type CoverageSummary,
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

  it('marks each mutant no request can tell apart, with why, and no other', () => {
    const equivalent = mutants.filter(({ equivalent: why }) => why);
    expect(equivalent.map(({ equivalent: why }) => why)).toEqual(EQUIVALENT_MUTANTS.map(([, , why]) => why));
    expect(() => rulesMutants(RULES.replace('data.terms is list', "data.get('terms', null) is list"))).toThrow(/EQUIVALENT_MUTANTS expects/);
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

type Value = { boolValue?: boolean; undefined?: { causeMessage?: string }; intValue?: number };
type Node = { sourcePosition: { currentOffset: number; endOffset: number }; values?: { value: Value; count: number }[]; children?: Node[] };

function encodeValue(value: Value): number[] {
  if (value.boolValue !== undefined) return numberField(2, value.boolValue ? 1 : 0);
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
        value: value.boolValue !== undefined ? { boolValue: value.boolValue } : value.undefined ? { undefined: Object.keys(value.undefined).length > 0 ? { causeMessage: '' } : {} } : 'intValue' in value ? { otherValue: {} } : {},
      })),
    }));
    expect(binary).toEqual(json);
    expect(binary.map(({ from, last }) => `${from}:${last}`)).toEqual(['10:40', '10:20', '25:40', '30:31']);
  });

  it('counts apart the values that decide nothing: a request not resolved yet, or an expression skipped', () => {
    const summary = coverageSummary(coverageExpressions(report));
    expect(Object.fromEntries(summary.reached)).toEqual({ '10:40': 302, '10:20': 5, '25:40': 6 });
    expect(Object.fromEntries(summary.notTrue)).toEqual({ '10:40': 2, '10:20': 5, '25:40': 6 });
    expect(Object.fromEntries(summary.reachedResolved)).toEqual({ '10:40': 302, '10:20': 1, '25:40': 1 });
    expect(Object.fromEntries(summary.notTrueResolved)).toEqual({ '10:40': 2, '10:20': 1, '25:40': 1 });
  });

  it('keeps what one test added, and gives it back as a summary', () => {
    const before = coverageSummary(coverageExpressions([{ ...at(10, 40), values: [{ value: { boolValue: true }, count: 100 }] }]));
    const after = coverageSummary(coverageExpressions(report));
    const gained = coverageGained(before, after);
    expect(gained.reached).toEqual({ '10:40': 202, '10:20': 5, '25:40': 6 });
    expect(gained.notTrue).toEqual({ '10:40': 2, '10:20': 5, '25:40': 6 });
    expect(coverageGained(after, after).reached).toEqual({});
    expect(summaryOfRecord(gained).notTrueResolved).toEqual(new Map([['10:40', 2], ['10:20', 1], ['25:40', 1]]));
    expect(summaryOfRecord(JSON.parse(JSON.stringify(recordOfSummary(after))) as typeof gained)).toEqual(after);
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

  const summary = (notTrue: Record<string, number>, notTrueResolved: Record<string, number>): CoverageSummary =>
    summaryOfRecord({ reached: notTrue, notTrue, reachedResolved: notTrueResolved, notTrueResolved });
  const unit = (moduleId: string, testId: string | null, seconds: number, found: number, resolved: number) => ({
    moduleId,
    testId,
    seconds,
    summary: summary(found ? { k: found } : {}, resolved ? { k: resolved } : {}),
  });
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
