// Firestore for the administration scripts, over its REST API (v1) with an owner or service-account token, which
// passes the security rules. `firebase-admin/firestore` needs the optional `@google-cloud/firestore`, which npm
// skips on Node 20 (it requires Node 22); the REST API needs nothing. Values stay in the API's own JSON form
// (`{ integerValue: "3" }`, `{ timestampValue: "..." }`), so nothing is lost between reading and writing.

/** Writes per commit: Firestore's limit is 500 per request, and a request is at most 10 MiB. */
const BATCH_WRITES = 500;
const BATCH_BYTES = 8 * 1024 * 1024;
const PAGE_SIZE = 300;

/**
 * @typedef {{ projectId: string, firestoreOrigin: string, firestoreToken: () => Promise<string> }} FirestoreTarget
 * @typedef {{ path: string, fields: Record<string, unknown> }} StoredDocument
 */

/** @param {FirestoreTarget} target */
export function firestoreAdmin(target) {
  const database = `projects/${target.projectId}/databases/(default)`;
  const documentsRoot = `${database}/documents`;
  const base = `${target.firestoreOrigin}/v1/${documentsRoot}`;

  async function request(url, init = {}) {
    const headers = { Authorization: `Bearer ${await target.firestoreToken()}`, 'Content-Type': 'application/json' };
    const response = await fetch(url, { ...init, headers });
    if (!response.ok) {
      const text = await response.text();
      let message = text;
      try {
        message = JSON.parse(text).error?.message ?? text;
      } catch {
        // not JSON: keep the text
      }
      throw new Error(`Firestore answered ${response.status} for ${init.method ?? 'GET'} ${url}: ${message}`);
    }
    return response.json();
  }

  /** The relative path of a document from its full resource name. */
  const relativePath = (name) => name.slice(documentsRoot.length + 1);

  /** Ids of the collections directly under a document ('' for the database root). */
  async function listCollectionIds(documentPath) {
    const url = documentPath ? `${base}/${documentPath}:listCollectionIds` : `${base}:listCollectionIds`;
    const ids = [];
    let pageToken;
    do {
      const page = await request(url, { method: 'POST', body: JSON.stringify({ pageSize: PAGE_SIZE, pageToken }) });
      ids.push(...(page.collectionIds ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return ids.sort();
  }

  /**
   * The documents of one collection, with `exists: false` for the "missing" ones: ids that hold sub-collections
   * but no fields of their own.
   */
  async function listCollection(collectionPath) {
    const documents = [];
    let pageToken = '';
    do {
      const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), showMissing: 'true' });
      if (pageToken) query.set('pageToken', pageToken);
      const page = await request(`${base}/${collectionPath}?${query}`);
      for (const document of page.documents ?? []) {
        documents.push({ path: relativePath(document.name), fields: document.fields ?? {}, exists: Boolean(document.createTime) });
      }
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return documents;
  }

  /**
   * Every document of the database, sub-collections at any depth included, sorted by path. Collections are found
   * with listCollectionIds at the root and under every document (missing ones too), so none is left out.
   * @param {{ skipCollections?: readonly string[] }} options top-level collection ids to leave out
   * @returns {Promise<StoredDocument[]>}
   */
  async function listAllDocuments({ skipCollections = [] } = {}) {
    const found = [];
    async function walk(documentPath) {
      for (const id of await listCollectionIds(documentPath)) {
        if (!documentPath && skipCollections.includes(id)) continue;
        const collectionPath = documentPath ? `${documentPath}/${id}` : id;
        for (const document of await listCollection(collectionPath)) {
          if (document.exists) found.push({ path: document.path, fields: document.fields });
          await walk(document.path);
        }
      }
    }
    await walk('');
    return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** A write that replaces the whole document (no field mask), or a delete. */
  const replaceWrite = ({ path, fields }) => ({ update: { name: `${documentsRoot}/${path}`, fields } });
  const deleteWrite = (path) => ({ delete: `${documentsRoot}/${path}` });

  /**
   * Commits the writes in atomic batches, in order; `onBatch` hears how many are done after each one.
   * @param {readonly object[]} writes
   * @param {(done: number) => void} [onBatch]
   */
  async function commitAll(writes, onBatch = () => {}) {
    let done = 0;
    while (done < writes.length) {
      const batch = [];
      let bytes = 0;
      for (const write of writes.slice(done, done + BATCH_WRITES)) {
        const size = Buffer.byteLength(JSON.stringify(write));
        if (batch.length > 0 && bytes + size > BATCH_BYTES) break;
        batch.push(write);
        bytes += size;
      }
      await request(`${base}:commit`, { method: 'POST', body: JSON.stringify({ writes: batch }) });
      done += batch.length;
      onBatch(done);
    }
  }

  return { database, documentsRoot, listAllDocuments, replaceWrite, deleteWrite, commitAll };
}
