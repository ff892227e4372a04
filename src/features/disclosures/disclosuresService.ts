import { readDate, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { listDocuments } from '@/lib/firestoreRest';
import { readableAddress } from '@/lib/webAddress';
import { readIsoDate } from '@/lib/isoDate';
import { byText } from '@/lib/textOrder';

/** One PDF of the home page's disclosures block (the CBSE's mandatory public disclosure, a fee structure ...). */
export interface DisclosureDocument {
  id: string;
  title: string;
  description: string | null;
  /** Null when the stored address is not one a page may show (webAddress.ts): visitors then get no link. */
  pdfUrl: string | null;
  /** 'Updated on': the day staff say the document was last updated, as an ISO date; null when unreadable. */
  documentDate: string | null;
  /** The place staff gave it, lowest first; null (only by hand in the console) sorts last. */
  order: number | null;
  /** When an admin last changed it: an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const DISCLOSURES = 'disclosure_documents';

function toDocument(id: string, data: DocumentData): DisclosureDocument {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description'),
    pdfUrl: readableAddress(data.pdfUrl),
    documentDate: readIsoDate(data.documentDate),
    order: readNumber(data, 'order'),
    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** In the staff's order; documents without one last; ties by title, then id, so the order never flickers. */
function byOrder(a: DisclosureDocument, b: DisclosureDocument): number {
  const place = (document: DisclosureDocument) => document.order ?? Number.POSITIVE_INFINITY;
  return place(a) - place(b) || byText(a.title, b.title) || byText(a.id, b.id);
}

/**
 * Every disclosure document, in the staff's order: the home page's block and the admin list. The collection is
 * small (a dozen documents at most), so it is read whole (a GET, no index) and sorted here.
 */
export async function listDisclosureDocuments(): Promise<DisclosureDocument[]> {
  return (await listDocuments(DISCLOSURES)).map(({ id, data }) => toDocument(id, data)).sort(byOrder);
}
