// The file `npm run backup` writes and `npm run restore` reads. Pure: no Firebase here, so tests can use it.
//
// Every field value is kept in the JSON form of Firestore's own REST API (v1), which tags each value with its type
// and loses nothing: `{ "integerValue": "9007199254740993" }` (a 64-bit integer, as a decimal string),
// `{ "doubleValue": 2.5 }` (also "NaN", "Infinity", "-Infinity"), `{ "timestampValue": "2026-11-18T11:00:00.123456Z" }`,
// `{ "nullValue": null }`, `{ "mapValue": { "fields": {...} } }`, `{ "arrayValue": { "values": [...] } }`, and the
// string, boolean, bytes, reference and geo point forms. An integer 2 and a double 2.0 stay different.

export const BACKUP_FORMAT = 'school-website-firestore-backup';
export const BACKUP_VERSION = 1;

/**
 * Top-level collections that backup and restore leave alone: `session_revocations` records when
 * `npm run revoke-admin` cut someone's sessions, and restoring an older copy must never undo that.
 */
export const UNTOUCHED_COLLECTIONS = ['session_revocations'];

const ENCODING_NOTE =
  'Each field is a Firestore REST API (v1) value: its type is the key (integerValue as a decimal string, doubleValue, ' +
  'timestampValue, mapValue, arrayValue, ...). Restore with: npm run restore -- <this file>';

/**
 * The backup file's text.
 * @param {{ projectId: string, createdAt: Date, documents: readonly { path: string, fields: object }[] }} backup
 */
export function formatBackup({ projectId, createdAt, documents }) {
  const file = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    project: projectId,
    createdAt: createdAt.toISOString(),
    encoding: ENCODING_NOTE,
    documents: documents.map(({ path, fields }) => ({ path, fields })),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const SPECIAL_DOUBLES = ['NaN', 'Infinity', '-Infinity'];

/** Why `value` is not a Firestore REST value, or null when it is one. */
function valueProblem(value, where) {
  if (!isObject(value)) return `${where} is not a typed value`;
  const keys = Object.keys(value);
  if (keys.length !== 1) return `${where} must have exactly one type key, has ${keys.length ? keys.join(', ') : 'none'}`;
  const [type] = keys;
  const inner = value[type];
  switch (type) {
    case 'nullValue':
      return inner === null ? null : `${where}: nullValue must be null`;
    case 'booleanValue':
      return typeof inner === 'boolean' ? null : `${where}: booleanValue must be true or false`;
    case 'stringValue':
      return typeof inner === 'string' ? null : `${where}: stringValue must be a string`;
    case 'integerValue': {
      const ok = typeof inner === 'string' && /^-?\d{1,19}$/.test(inner) && BigInt(inner) >= INT64_MIN && BigInt(inner) <= INT64_MAX;
      return ok ? null : `${where}: integerValue must be a 64-bit integer written as a string`;
    }
    case 'doubleValue':
      return typeof inner === 'number' || SPECIAL_DOUBLES.includes(inner) ? null : `${where}: doubleValue must be a number, "NaN", "Infinity" or "-Infinity"`;
    case 'timestampValue':
      return typeof inner === 'string' && TIMESTAMP.test(inner) ? null : `${where}: timestampValue must be an RFC 3339 time`;
    case 'bytesValue':
      return typeof inner === 'string' && BASE64.test(inner) ? null : `${where}: bytesValue must be base64`;
    case 'referenceValue':
      return typeof inner === 'string' && /^projects\/[^/]+\/databases\/[^/]+\/documents\/.+/.test(inner) ? null : `${where}: referenceValue must be a document name`;
    case 'geoPointValue':
      return isObject(inner) && typeof inner.latitude === 'number' && typeof inner.longitude === 'number' ? null : `${where}: geoPointValue needs latitude and longitude`;
    case 'arrayValue': {
      if (!isObject(inner)) return `${where}: arrayValue must be an object`;
      if (inner.values === undefined) return null;
      if (!Array.isArray(inner.values)) return `${where}: arrayValue.values must be a list`;
      for (const [index, element] of inner.values.entries()) {
        const problem = valueProblem(element, `${where}[${index}]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'mapValue':
      if (!isObject(inner)) return `${where}: mapValue must be an object`;
      return inner.fields === undefined ? null : fieldsProblem(inner.fields, where);
    default:
      return `${where} has an unknown type "${type}"`;
  }
}

function fieldsProblem(fields, where) {
  if (!isObject(fields)) return `${where}: fields must be an object`;
  for (const [name, value] of Object.entries(fields)) {
    const problem = valueProblem(value, `${where}.${name}`);
    if (problem) return problem;
  }
  return null;
}

/** A document path: collection/id pairs, no empty segment, no `.` or `..`. */
function pathProblem(path) {
  if (typeof path !== 'string' || path.length === 0) return 'a document has no path';
  const segments = path.split('/');
  if (segments.length % 2 !== 0) return `"${path}" is not a document path (it names a collection)`;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return `"${path}" has an empty or dot segment`;
  if (Buffer.byteLength(path) > 6144) return `"${path.slice(0, 40)}..." is longer than a Firestore path can be`;
  return null;
}

/**
 * Reads a backup file's text. Every document is checked before anything is written, so a damaged or foreign file
 * changes nothing.
 * @param {string} text
 * @returns {{ ok: true, backup: { projectId: string, createdAt: string, documents: { path: string, fields: Record<string, object> }[] } } | { ok: false, reason: string }}
 */
export function parseBackup(text) {
  let file;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `it is not JSON (${error.message})` };
  }
  if (!isObject(file) || file.format !== BACKUP_FORMAT) return { ok: false, reason: `it has no "format": "${BACKUP_FORMAT}"` };
  if (file.version !== BACKUP_VERSION) return { ok: false, reason: `it is version ${JSON.stringify(file.version)}; this restore reads version ${BACKUP_VERSION}` };
  if (typeof file.project !== 'string' || typeof file.createdAt !== 'string' || Number.isNaN(Date.parse(file.createdAt))) {
    return { ok: false, reason: 'its "project" or "createdAt" is missing' };
  }
  if (!Array.isArray(file.documents)) return { ok: false, reason: 'it has no "documents" list' };
  const seen = new Set();
  for (const [index, document] of file.documents.entries()) {
    if (!isObject(document)) return { ok: false, reason: `document ${index + 1} is not an object` };
    const problem = pathProblem(document.path) ?? fieldsProblem(document.fields, document.path);
    if (problem) return { ok: false, reason: `document ${index + 1}: ${problem}` };
    if (seen.has(document.path)) return { ok: false, reason: `"${document.path}" appears twice` };
    seen.add(document.path);
  }
  return { ok: true, backup: { projectId: file.project, createdAt: file.createdAt, documents: file.documents } };
}

/** Counts documents per collection path, for the scripts' summaries: "announcements 8, admins/school/faculty 10". */
export function countByCollection(documents) {
  const counts = new Map();
  for (const { path } of documents) {
    const collection = path.split('/').slice(0, -1).join('/');
    counts.set(collection, (counts.get(collection) ?? 0) + 1);
  }
  return [...counts].map(([collection, count]) => `${collection} ${count}`).join(', ') || 'nothing';
}

/**
 * The fields with every document reference moved from one project's database to another's, for a restore into a
 * project other than the one backed up.
 */
export function moveReferences(fields, fromDocumentsRoot, toDocumentsRoot) {
  if (fromDocumentsRoot === toDocumentsRoot) return fields;
  const move = (value) => {
    if ('referenceValue' in value && value.referenceValue.startsWith(`${fromDocumentsRoot}/`)) {
      return { referenceValue: toDocumentsRoot + value.referenceValue.slice(fromDocumentsRoot.length) };
    }
    if ('arrayValue' in value) return { arrayValue: value.arrayValue.values ? { values: value.arrayValue.values.map(move) } : {} };
    if ('mapValue' in value) return { mapValue: value.mapValue.fields ? { fields: moveFields(value.mapValue.fields) } : {} };
    return value;
  };
  const moveFields = (map) => Object.fromEntries(Object.entries(map).map(([name, value]) => [name, move(value)]));
  return moveFields(fields);
}
