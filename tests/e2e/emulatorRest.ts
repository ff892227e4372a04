import type { Page } from 'playwright-core';

/**
 * The Firestore emulator seen from outside the browser: its REST API for cleanup safety nets (the owner token
 * skips the security rules), and the addresses a test blocks to simulate a failed read.
 */
export const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080';
export const FIRESTORE_DOCUMENTS = `${FIRESTORE_EMULATOR}/v1/projects/demo-school-site/databases/(default)/documents`;
/** A `page.route` pattern for every request the app makes to the Firestore emulator. */
export const FIRESTORE_EMULATOR_REQUESTS = `${FIRESTORE_EMULATOR}/**`;

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Whether a request goes to Firestore (the emulator or the real service, whichever transport the SDK picks). */
export const isFirestoreRequest = (url: URL) =>
  (url.hostname === '127.0.0.1' && url.port === '8080') ||
  url.hostname === 'firestore.googleapis.com' ||
  url.pathname.includes('google.firestore.v1.Firestore');

/** A `page.route` handler for a host that accepts the connection but never answers. */
export const NEVER_ANSWER = () => new Promise<void>(() => {});

/**
 * Opens `path` with every Firestore request left unanswered, and resolves once the page's first read has been sent:
 * a read's timeout counts from there ('Loading...' is already in the prerendered HTML, before any script has run).
 */
export async function openWithReadsUnanswered(page: Page, path: string): Promise<void> {
  await page.route(isFirestoreRequest, NEVER_ANSWER);
  const sent = page.waitForRequest((request) => isFirestoreRequest(new URL(request.url())));
  await page.goto(path);
  await sent;
}

interface StoredDocument {
  name: string;
  fields?: Record<string, { stringValue?: string } | undefined>;
}

/** Deletes, as the owner, every document of `collection` whose string `field` starts with `prefix`. */
export async function deleteDocumentsWhere(collection: string, field: string, prefix: string): Promise<void> {
  const listing = await fetch(`${FIRESTORE_DOCUMENTS}/${collection}?pageSize=300`, { headers: OWNER });
  const { documents = [] } = (await listing.json()) as { documents?: StoredDocument[] };
  for (const document of documents) {
    if (document.fields?.[field]?.stringValue?.startsWith(prefix)) {
      await fetch(`${FIRESTORE_EMULATOR}/v1/${document.name}`, { method: 'DELETE', headers: OWNER });
    }
  }
}

/** Puts a string field of one document back to `value` (as the owner), if it holds anything else. */
export async function restoreStringField(documentPath: string, field: string, value: string): Promise<void> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/${documentPath}`, { headers: OWNER });
  const stored = ((await response.json()) as Partial<StoredDocument>).fields?.[field]?.stringValue;
  if (stored === value) return;
  await fetch(`${FIRESTORE_DOCUMENTS}/${documentPath}?updateMask.fieldPaths=${field}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: { [field]: { stringValue: value } } }),
  });
}

type Stored = string | number | boolean | Date | Stored[] | { [field: string]: Stored };

function wireValue(value: Stored): unknown {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(wireValue) } };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { mapValue: { fields: wireFields(value) } };
}

const wireFields = (data: Record<string, Stored>) => Object.fromEntries(Object.entries(data).map(([field, value]) => [field, wireValue(value)]));

/** Writes one document as the owner (past the rules), replacing what is there: data a test needs as it was days ago. */
export async function putDocument(documentPath: string, data: Record<string, Stored>): Promise<void> {
  const response = await fetch(`${FIRESTORE_DOCUMENTS}/${documentPath}`, { method: 'PATCH', headers: OWNER, body: JSON.stringify({ fields: wireFields(data) }) });
  if (!response.ok) throw new Error(`Writing ${documentPath} failed: ${response.status} ${await response.text()}`);
}
