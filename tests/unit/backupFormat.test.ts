// The backup file of `npm run backup`: what it writes reads back unchanged, and `npm run restore` refuses anything
// else before it writes, with the reason.
import { describe, expect, it } from 'vitest';
import { formatBackup, moveReferences, parseBackup } from '../../scripts/lib/backup-format.mjs';

const DOCUMENTS = [
  {
    path: 'announcements/a',
    fields: {
      count: { integerValue: '-9223372036854775808' },
      ratio: { doubleValue: 'NaN' },
      at: { timestampValue: '2026-01-02T03:04:05.123456Z' },
      list: { arrayValue: { values: [{ nullValue: null }, { mapValue: {} }] } },
    },
  },
  { path: 'admins/school/faculty/science', fields: {} },
];

const backupText = (documents: unknown) =>
  JSON.stringify({ format: 'school-website-firestore-backup', version: 1, project: 'demo-school-site', createdAt: '2026-11-23T10:00:00.000Z', documents });

const reasonFor = (text: string) => {
  const parsed = parseBackup(text);
  return parsed.ok ? 'accepted' : parsed.reason;
};

describe('the backup file', () => {
  it('reads back exactly what was written', () => {
    const text = formatBackup({ projectId: 'demo-school-site', createdAt: new Date('2026-11-23T10:00:00Z'), documents: DOCUMENTS });
    expect(parseBackup(text)).toEqual({ ok: true, backup: { projectId: 'demo-school-site', createdAt: '2026-11-23T10:00:00.000Z', documents: DOCUMENTS } });
  });

  it.each([
    ['text that is not JSON', 'hello', /not JSON/],
    ['another JSON file', '{"name":"school-website"}', /no "format"/],
    ['a later version', backupText([]).replace('"version":1', '"version":2'), /version 2/],
    ['no documents list', backupText(undefined), /no "documents" list/],
    ['a plain JSON number as a value', backupText([{ path: 'a/b', fields: { n: 2 } }]), /a\/b\.n is not a typed value/],
    ['an integer that is not whole', backupText([{ path: 'a/b', fields: { n: { integerValue: '2.5' } } }]), /64-bit integer/],
    ['an integer beyond 64 bits', backupText([{ path: 'a/b', fields: { n: { integerValue: '9223372036854775808' } } }]), /64-bit integer/],
    ['a value with two types', backupText([{ path: 'a/b', fields: { n: { integerValue: '1', stringValue: '1' } } }]), /exactly one type key/],
    ['an unknown type', backupText([{ path: 'a/b', fields: { n: { dateValue: '2026' } } }]), /unknown type "dateValue"/],
    ['a bad value deep in a list', backupText([{ path: 'a/b', fields: { l: { arrayValue: { values: [{ mapValue: { fields: { x: { doubleValue: 'big' } } } }] } } } }]), /a\/b\.l\[0\]\.x: doubleValue/],
    ['a collection path', backupText([{ path: 'announcements', fields: {} }]), /names a collection/],
    ['an empty path segment', backupText([{ path: 'a//b/c', fields: {} }]), /empty or dot segment/],
    ['a document twice', backupText([{ path: 'a/b', fields: {} }, { path: 'a/b', fields: {} }]), /appears twice/],
  ])('is refused when it is %s', (_kind, text, reason) => {
    expect(reasonFor(text)).toMatch(reason);
  });

  it('moves document references to the project it is restored into', () => {
    const from = 'projects/demo-a/databases/(default)/documents';
    const to = 'projects/demo-b/databases/(default)/documents';
    const fields = { ref: { referenceValue: `${from}/a/b` }, list: { arrayValue: { values: [{ mapValue: { fields: { ref: { referenceValue: `${from}/c/d` } } } }] } } };
    expect(moveReferences(fields, from, to)).toEqual({
      ref: { referenceValue: `${to}/a/b` },
      list: { arrayValue: { values: [{ mapValue: { fields: { ref: { referenceValue: `${to}/c/d` } } } }] } },
    });
  });
});
