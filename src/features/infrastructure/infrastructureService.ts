import { firstByPriority } from '@/lib/firstByPriority';
import { readDate, readImageAddress, readImageList, readNumber, readText, withNumericPriority, type DocumentData } from '@/lib/documentFields';
import { listDocuments, runQuery } from '@/lib/firestoreRest';

export interface InfrastructureItem {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  gallery: string[];
  priority: number | null;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const INFRASTRUCTURE = 'infrastructure_items';

function toItem(id: string, data: DocumentData): InfrastructureItem {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description') ?? '',
    thumbnailUrl: readImageAddress(data, 'thumbnailUrl'),
    gallery: readImageList(data, 'gallery'),
    priority: readNumber(data, 'priority'),

    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** Every stored item, in stored order. */
export async function readAllInfrastructure(): Promise<InfrastructureItem[]> {
  return (await listDocuments(INFRASTRUCTURE)).map(({ id, data }) => toItem(id, data));
}

/** The first `max` items visitors see, read without the others: the home page's cards. */
export async function listFirstInfrastructure(max: number): Promise<InfrastructureItem[]> {
  const documents = await runQuery(INFRASTRUCTURE, firstByPriority(max));
  return withNumericPriority(documents.map(({ id, data }) => toItem(id, data)));
}

/** The items visitors see: those with a numeric priority, ascending. */
export async function listInfrastructure(): Promise<InfrastructureItem[]> {
  return withNumericPriority(await readAllInfrastructure());
}
