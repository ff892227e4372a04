/** What only the admin area reads and writes of the infrastructure items; visitors never download it. */
import { addLogged } from '@/lib/activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { INFRASTRUCTURE, type InfrastructureItem } from '../infrastructureService';

export interface InfrastructureDraft {
  title: string;
  description: string;
  thumbnailUrl: string;
  gallery: string[];
  priority: number;
}

/** Every item, for the admin list: those without a numeric priority last, so they can be fixed. */
export { listInfrastructureForAdmin } from '../infrastructureService';

function itemFields(item: { title: string; description: string; thumbnailUrl: string | null; gallery: string[]; priority: number | null }) {
  return {
    title: item.title.trim(),
    description: item.description.trim(),
    thumbnailUrl: item.thumbnailUrl,
    gallery: item.gallery,
    priority: item.priority,
  };
}

export async function addInfrastructureItem(draft: InfrastructureDraft): Promise<string> {
  const fields = itemFields(draft);
  return addLogged(liteCollection(INFRASTRUCTURE), fields, fields.title);
}

/** Saves what the admin changed since opening the item (see `updateChangedFields`). */
export function updateInfrastructureItem(id: string, draft: InfrastructureDraft, opened: Opened<InfrastructureItem>): Promise<void> {
  return updateChangedFields(liteDocument(INFRASTRUCTURE, id), opened.updatedAt, itemFields(opened.item), itemFields(draft), draft.title);
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteInfrastructureItem({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(INFRASTRUCTURE, id), title);
}
