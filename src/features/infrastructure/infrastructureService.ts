import { readDate, readImageAddress, readImageList, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { prioritisedCollection } from '@/lib/prioritisedCollection';

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

/** The items visitors see (numeric priority only, ascending), the home page's first ones, and the admin list. */
export const {
  list: listInfrastructure,
  listFirst: listFirstInfrastructure,
  listForAdmin: listInfrastructureForAdmin,
} = prioritisedCollection(INFRASTRUCTURE, toItem);
