/**
 * What visitors read, read over Firestore's REST API with `fetch`: a document, a whole collection, or one query.
 * No SDK: public pages download none of Firebase (the lite SDK was 34 KB gzip before the first byte of data), a
 * document or collection read is a plain GET (no CORS preflight), and the page's reads can start before React has
 * loaded (src/lib/earlyRequests.ts). The rules apply as to any visitor: these requests carry no credentials.
 * The admin area reads through the same services; it writes through the lite SDK (`liteDb.ts`), and the live staff
 * lists use the full one (`liveDb.ts`).
 */
import { emulators, type SiteConfig, siteConfig } from './config';
import { sharedRequest } from './earlyRequests';
import { decodeDocument, encodeValue, isRecord, type StoredDocument } from './firestoreValues';


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

// --- Requests ---------------------------------------------------------------------------------------------------

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

/** What every read carries beside its own headers: App Check's token, once the entry has said so (`readsCarry`). */
const sentWithEveryRead = {
  headers: null as (() => Promise<Record<string, string>>) | null,
};

/**
 * Makes every read wait for `headers` and carry them: App Check's token (src/lib/appCheck.ts; main.ts says so when it is
 * on). A read with a header of its own is preflighted, and the build then writes no preload for it (pageReads.ts).
 */
export function readsCarry(headers: () => Promise<Record<string, string>>): void {
  sentWithEveryRead.headers = headers;
}

/** `fetchJson`, sent at once, or once the headers every read carries are known. */
function fetchChecked(url: URL, init: RequestInit): Promise<unknown> {
  const { headers } = sentWithEveryRead;
  if (!headers) return fetchJson(url, init);
  return headers().then((extra) => fetchJson(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...extra } }));
}

/**
 * The answer's JSON. Both a GET and a POST of JSON as text/plain (as the Firestore SDK sends it) are simple requests:
 * no CORS preflight, which would cost a first visit a round trip before its data. `sameAs` names the read for the early
 * requests instead of its body, for a read whose body holds the time it was made (the page's read then takes the
 * entry's answer, as of the moment the page loaded).
 */
function request(url: URL, body?: unknown, sameAs?: string): Promise<unknown> {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) };
  const key = `${init.method ?? 'GET'} ${url.href} ${sameAs ?? String(init.body ?? '')}`;
  return sharedRequest(key, body === undefined ? url.href : null, () => fetchChecked(url, init));
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

/**
 * The most documents one request of a visitor's list may ask for (firestore.rules: `isPage`), and what one request of
 * `listDocuments` and `runQueryInPages` asks for: nobody reads a whole collection in one request.
 */
export const LIST_PAGE_SIZE = 100;

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
  /** At most LIST_PAGE_SIZE (the rules refuse a visitor's list without a bound): `runQueryInPages` reads more. */
  limit: number;
  /**
   * Where a page of the query starts: after the document `id` whose `orderBy` field holds `value`. The order is then by
   * that field and, among equal values, by document id in the same direction, so that no document is skipped or read twice.
   */
  startAfter?: { value: boolean | number | string | Date; id: string };
  /** For a query that holds the time it is made: what makes it the same read as the entry's (see `request`). */
  sameAs?: string;
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
    limit: query.limit,
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

/** A value a query's cursor can start after: what `orderBy`'s field holds. */
const cursorValue = (value: unknown): value is boolean | number | string | Date =>
  typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' || value instanceof Date;

/**
 * Every document `query` selects, in its order, read LIST_PAGE_SIZE at a time: each request after the last document of
 * the one before, until one answers fewer.
 */
export async function runQueryInPages(collectionId: string, query: Omit<CollectionQuery, 'limit' | 'startAfter'>): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = [];
  let startAfter: CollectionQuery['startAfter'];
  for (;;) {
    const page = await runQuery(collectionId, { ...query, limit: LIST_PAGE_SIZE, startAfter });
    documents.push(...page);
    const last = page.at(-1);
    const value: unknown = last?.data[query.orderBy.field];
    if (page.length < LIST_PAGE_SIZE || !last || !cursorValue(value)) return documents;
    startAfter = { value, id: last.id };
  }
}

// --- The one write a visitor makes ----------------------------------------------------------------------------------

/** The document was there already: nothing was written. */
export class AlreadyStoredError extends Error {
  constructor() {
    super('A document with this id is stored already.');
    this.name = 'AlreadyStoredError';
  }
}

/**
 * Creates the document at `path` with `fields` (strings and booleans) and `serverTime` set to the server's time of the
 * write, only if there is none: over REST, as a visitor (the rules decide; App Check's token goes with it when on).
 * A document already there is an AlreadyStoredError (the same request sent twice stores one); any other refusal or
 * failure a FirestoreReadError or the network's error.
 */
export async function createDocument(path: string, fields: Readonly<Record<string, string | boolean>>, serverTime: string): Promise<void> {
  const { projectId } = siteConfig().firebase;
  const name = `projects/${projectId}/databases/(default)/documents/${path}`;
  const write = {
    update: { name, fields: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, encodeValue(value)])) },
    currentDocument: { exists: false },
    updateTransforms: [{ fieldPath: serverTime, setToServerValue: 'REQUEST_TIME' }],
  };
  try {
    await fetchChecked(documentsUrl(':commit'), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ writes: [write] }) });
  } catch (error) {
    if (error instanceof FirestoreReadError && error.status === 409) throw new AlreadyStoredError();
    throw error;
  }
}
