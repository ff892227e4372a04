// `npm run test:rules-mutations` reads the emulator's rule coverage in its binary form (scripts/lib/rules-mutations.mjs),
// whose field numbers no document publishes: here the real emulator's binary report must say what its JSON report
// says, texts (which choose the tests of a dropped character) and nulls (no text) included.
import { expect, it } from 'vitest';
import { coverageExpressions, coverageExpressionsOfMessage, ruleCoverageMessage, type CoverageExpression, type CoverageNode, type CoverageValue } from '../../scripts/lib/rules-mutations.mjs';

const HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const PROJECT = 'demo-rule-coverage';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow create: if request.resource.data.title.matches('[^<]*') && request.resource.data.get('note', null) == null
        && request.resource.data.count * 0 == 0;
    }
  }
}`;

/** A value as both readings must agree on it: texts whole, the rest by kind. */
function kind(value: CoverageValue['value']) {
  if (value.boolValue !== undefined) return { boolValue: value.boolValue };
  if (value.stringValue !== undefined) return { stringValue: value.stringValue };
  if (value.undefined !== undefined) return { undefined: Object.keys(value.undefined).length > 0 };
  return Object.keys(value).length > 0 ? 'other' : 'none';
}

it("reads the emulator's binary coverage as its JSON: each expression, each value, each text", async () => {
  const loaded = await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
  });
  expect(loaded.ok).toBe(true);
  const write = (fields: object) =>
    fetch(`http://${HOST}/v1/projects/${PROJECT}/databases/(default)/documents/notes?documentId=n${Math.random().toString(36).slice(2)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
  expect((await write({ title: { stringValue: 'சென்னை' }, note: { nullValue: null }, count: { integerValue: '2' } })).status).toBe(200);
  expect((await write({ title: { stringValue: '<b>' }, count: { integerValue: '2' } })).status).toBe(403);

  const json = coverageExpressions(((await (await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT}:ruleCoverage`)).json()) as { report: CoverageNode[] }).report);
  const binary = coverageExpressionsOfMessage(await ruleCoverageMessage(HOST, PROJECT));
  const read = (expressions: CoverageExpression[]) => expressions.map(({ from, last, values }) => ({ from, last, values: values.map(({ value, count }) => ({ value: kind(value), count: Number(count) })) }));
  expect(read(binary)).toEqual(read(json));
  const texts = read(binary).flatMap(({ values }) => values.flatMap(({ value }) => (typeof value === 'object' && value.stringValue !== undefined ? [value.stringValue] : [])));
  expect(texts).toEqual(expect.arrayContaining(['சென்னை', '<b>']));
  // The null the second condition compared is no text.
  expect(texts.every((text) => text.length < 20)).toBe(true);
});
