import { readDate, readText, type DocumentData } from '@/lib/documentFields';
import { listDocuments, runQuery } from '@/lib/firestoreRest';
import { readableAddress } from '@/lib/webAddress';
import { byText } from '@/lib/textOrder';

export interface ImportantLink {
  id: string;
  title: string;
  description: string | null;
  /** Null when the stored address is not one a page may show (webAddress.ts): such a link is never rendered as a link. */
  url: string | null;
  buttonText: string | null;
  createdAt: Date | null;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const LINKS = 'important_links';

function toLink(id: string, data: DocumentData): ImportantLink {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description'),
    url: readableAddress(data.url),
    buttonText: readText(data, 'buttonText'),
    createdAt: readDate(data, 'createdAt'),

    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** Oldest first (links without a date first), then by title. */
function byCreation(a: ImportantLink, b: ImportantLink): number {
  return (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || byText(a.title, b.title);
}

/**
 * The first `max` links, oldest first, read without the others: the home page's cards. Only dated links can be
 * ordered on the server; every link the admin area writes has its date (links stored without one, from before, are
 * on the links page only).
 */
export async function listFirstImportantLinks(max: number): Promise<ImportantLink[]> {
  const documents = await runQuery(LINKS, { orderBy: { field: 'createdAt', direction: 'ASCENDING' }, limit: max });
  return documents.map(({ id, data }) => toLink(id, data)).sort(byCreation);
}

export async function listImportantLinks(): Promise<ImportantLink[]> {
  return (await listDocuments(LINKS)).map(({ id, data }) => toLink(id, data)).sort(byCreation);
}
