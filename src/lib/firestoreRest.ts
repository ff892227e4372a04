/**
 * What visitors read, read over Firestore's REST API with `fetch`: a document, a whole collection, or one query.
 * No SDK: public pages download none of Firebase (the lite SDK was 34 KB gzip before the first byte of data), a
 * document or collection read is a plain GET (no CORS preflight), and the page's reads can start before React has
 * loaded (see `startEarlyReads`). The rules apply as to any visitor: these requests carry no credentials.
 * The admin area reads through the same services; it writes through the lite SDK (`liteDb.ts`), and the live staff
 * lists use the full one (`liveDb.ts`).
 */
import { emulators, type SiteConfig, siteConfig } from './config';
import type { DocumentData } from './documentFields';

export interface StoredDocument {
  id: string;
  data: DocumentData;
}

/** A read the server refused or failed: `status` is the HTTP status (403 for a rule that refuses, say). */
export class FirestoreReadError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Firestore answered ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'FirestoreReadError';
  }
}

/** Where the site's data is served from: the emulator, or Google's. */
export function firestoreOrigin(config: SiteConfig): string {
  return emulators && config.useEmulators ? `http://${emulators.host}:${emulators.firestorePort}` : 'https://firestore.googleapis.com';
}

function documentsUrl(path = ''): URL {
  const config = siteConfig();
  const { projectId, apiKey } = config.firebase;
  const url = new URL(`${firestoreOrigin(config)}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents${path}`);
  url.searchParams.set('key', apiKey);
  return url;
}

// --- Reading values: https://firebase.google.com/docs/firestore/reference/rest/v1/Value -------------------------

type Value = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A REST value as the SDK would give it: numbers (NaN too), strings, booleans, null, Dates, lists and maps. */
function decodeValue(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  // Integers come as strings (64 bits); doubles as numbers, or as "NaN", "Infinity", "-Infinity".
  if ('integerValue' in value || 'doubleValue' in value) return Number(value.integerValue ?? value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) && Array.isArray(value.arrayValue.values) ? value.arrayValue.values : [];
    return values.filter(isRecord).map(decodeValue);
  }
  if ('mapValue' in value) return decodeFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('bytesValue' in value) return value.bytesValue;
  return undefined;
}

function decodeFields(fields: unknown): DocumentData {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => isRecord(value)).map(([key, value]) => [key, decodeValue(value as Value)]));
}

function decodeDocument(document: unknown): StoredDocument | null {
  if (!isRecord(document) || typeof document.name !== 'string') return null;
  return { id: document.name.slice(document.name.lastIndexOf('/') + 1), data: decodeFields(document.fields) };
}

// --- Requests ---------------------------------------------------------------------------------------------------

/** Requests started by `startEarlyReads`, by method, address and body: each is handed to the first read that asks. */
const earlyRequests = new Map<string, Promise<unknown>>();
let startingEarly = false;

/** While `firstRequestsOf` runs: the addresses of the GET requests asked for, instead of asking. */
let recorded: string[] | null = null;

/**
 * The addresses of the GET requests (a document, a collection) that `reads` would send first, without sending any:
 * the build writes them into a page's HTML as preloads (scripts/prerender.mjs), so that the browser asks for them
 * while the entry script is still on its way, and the entry's own request takes that answer.
 */
export async function firstRequestsOf(reads: () => Promise<unknown>[]): Promise<string[]> {
  const addresses: string[] = [];
  recorded = addresses;
  try {
    await Promise.allSettled(reads());
  } finally {
    recorded = null;
  }
  return addresses;
}

/**
 * Starts `reads` and keeps their requests for the page's own reads, which then wait for those answers instead of
 * asking again. The entry script calls it with the page's reads before React has loaded. The first is sent at once,
 * each of the others in a task of its own: a phone spends a few milliseconds on each request it starts, and the
 * entry's task, which the page's first paint is followed by, stays short (React, which asks next, comes a round trip
 * later).
 */
export function startEarlyReads(reads: (() => Promise<unknown>)[]): void {
  reads.forEach((read, index) => (index === 0 ? sendEarly(read) : setTimeout(() => sendEarly(read), 0)));
}

function sendEarly(read: () => Promise<unknown>): void {
  startingEarly = true;
  try {
    // The page reports any failure when it reads: here it is only kept from being reported as unhandled.
    read().catch(() => undefined);
  } finally {
    startingEarly = false;
  }
}

async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && isRecord(parsed.error) && typeof parsed.error.message === 'string') return parsed.error.message;
  } catch {
    // Not JSON: the text says what there is to say.
  }
  return text.slice(0, 200);
}

async function fetchJson(url: URL, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new FirestoreReadError(response.status, await errorDetail(response));
  return response.json();
}

/**
 * The answer's JSON. Both a GET and a POST of JSON as text/plain (as the Firestore SDK sends it) are simple requests:
 * no CORS preflight, which would cost a first visit a round trip before its data. `sameAs` names the read for the early
 * requests instead of its body, for a read whose body holds the time it was made (the page's read then takes the
 * entry's answer, as of the moment the page loaded).
 */
function request(url: URL, body?: unknown, sameAs?: string): Promise<unknown> {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) };
  if (recorded) {
    if (body === undefined) recorded.push(url.href);
    return Promise.reject(new Error('Recorded, not sent.'));
  }
  const key = `${init.method ?? 'GET'} ${url.href} ${sameAs ?? String(init.body ?? '')}`;
  const early = earlyRequests.get(key);
  if (early) {
    earlyRequests.delete(key);
    return early;
  }
  const answer = fetchJson(url, init);
  if (startingEarly) earlyRequests.set(key, answer);
  return answer;
}

/**
 * Whether Firestore could hold a document with this id: not empty, no `/`, not `.` or `..`, not `__…__` (reserved),
 * at most 1,500 bytes. An address can carry any text; one that cannot be an id names no document.
 */
export function isDocumentId(id: string): boolean {
  return id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id) && new TextEncoder().encode(id).length <= 1500;
}

/**
 * The document at `path` (`year_planner/planner`), or null when it does not exist. Any other 404 (a project or
 * database that does not exist: a wrong setting) is a failed read, not an empty page. Each segment is sent encoded,
 * so an id with spaces, `?`, `#` or `%` in it names that document.
 */
export async function getDocument(path: string): Promise<StoredDocument | null> {
  try {
    return decodeDocument(await request(documentsUrl(`/${path.split('/').map(encodeURIComponent).join('/')}`)));
  } catch (error) {
    if (error instanceof FirestoreReadError && error.status === 404 && error.detail.includes(`documents/${path}`)) return null;
    throw error;
  }
}

/** How many documents one request of `listDocuments` asks for. */
export const LIST_PAGE_SIZE = 300;

/** Every document of a collection, in stored order (by id). */
export async function listDocuments(collectionId: string): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = [];
  let pageToken = '';
  do {
    const url = documentsUrl(`/${collectionId}`);
    url.searchParams.set('pageSize', String(LIST_PAGE_SIZE));
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const page = await request(url);
    if (!isRecord(page)) break;
    if (Array.isArray(page.documents)) documents.push(...page.documents.map(decodeDocument).filter((document) => document !== null));
    pageToken = typeof page.nextPageToken === 'string' ? page.nextPageToken : '';
  } while (pageToken);
  return documents;
}

/** A filter of a query: `field op value`. */
interface FieldFilter {
  field: string;
  op: 'EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL' | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL';
  value: boolean | number | string | Date;
}

export interface CollectionQuery {
  /** Only these fields of each document (a smaller answer); every field when absent. */
  select?: readonly string[];
  /** One filter, or several that must all hold. */
  where?: FieldFilter | readonly FieldFilter[];
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' };
  limit?: number;
  /**
   * Where a page of the query starts: after the document `id` whose `orderBy` field holds `value`. The order is then by
   * that field and, among equal values, by document id in the same direction, so that no document is skipped or read twice.
   */
  startAfter?: { value: boolean | number | string | Date; id: string };
  /** For a query that holds the time it is made: what makes it the same read as the entry's (see `request`). */
  sameAs?: string;
}

function encodeValue(value: boolean | number | string | Date): Value {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  return { doubleValue: Number.isFinite(value) ? value : String(value) };
}

const fieldFilter = ({ field, op, value }: FieldFilter) => ({ fieldFilter: { field: { fieldPath: field }, op, value: encodeValue(value) } });

function whereClause(where: FieldFilter | readonly FieldFilter[]) {
  if (!Array.isArray(where)) return fieldFilter(where as FieldFilter);
  return where.length === 1 ? fieldFilter(where[0] as FieldFilter) : { compositeFilter: { op: 'AND', filters: where.map(fieldFilter) } };
}

/** What a query answered: the documents `query` selects, in its order, and the server's time of the read. */
export interface QueryAnswer {
  documents: StoredDocument[];
  /** When the server read them (its clock, not the device's); null if it did not say. */
  readTime: Date | null;
}

/** The full name of a document, as a cursor gives it. */
function documentName(collectionId: string, id: string): string {
  const { projectId } = siteConfig().firebase;
  return `projects/${projectId}/databases/(default)/documents/${collectionId}/${id}`;
}

/** The documents of `collectionId` that `query` selects, in its order, with the time of the read. */
export async function runTimedQuery(collectionId: string, query: CollectionQuery): Promise<QueryAnswer> {
  const { field, direction } = query.orderBy;
  const { startAfter } = query;
  const structuredQuery = {
    from: [{ collectionId }],
    ...(query.select && { select: { fields: query.select.map((fieldPath) => ({ fieldPath })) } }),
    ...(query.where && { where: whereClause(query.where) }),
    orderBy: [{ field: { fieldPath: field }, direction }, ...(startAfter ? [{ field: { fieldPath: '__name__' }, direction }] : [])],
    ...(startAfter && {
      startAt: { values: [encodeValue(startAfter.value), { referenceValue: documentName(collectionId, startAfter.id) }], before: false },
    }),
    ...(query.limit !== undefined && { limit: query.limit }),
  };
  const results = await request(documentsUrl(':runQuery'), { structuredQuery }, query.sameAs);
  if (!Array.isArray(results)) return { documents: [], readTime: null };
  const documents = results.map((result) => (isRecord(result) ? decodeDocument(result.document) : null)).filter((document) => document !== null);
  const times = results.flatMap((result) => (isRecord(result) && typeof result.readTime === 'string' ? [Date.parse(result.readTime)] : []));
  return { documents, readTime: times.length > 0 ? new Date(Math.max(...times)) : null };
}

/** The documents of `collectionId` that `query` selects, in its order. */
export async function runQuery(collectionId: string, query: CollectionQuery): Promise<StoredDocument[]> {
  return (await runTimedQuery(collectionId, query)).documents;
}
