/** What only the admin area writes of the important links; visitors never download it. */
import { deleteField, serverTimestamp } from 'firebase/firestore/lite';
import { addLogged } from '@/lib/activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { storedAddress } from '@/lib/webAddress';
import { LINKS, type ImportantLink } from '../linksService';

export interface ImportantLinkDraft {
  title: string;
  url: string;
  buttonText: string;
  description: string;
}

export async function addImportantLink(draft: ImportantLinkDraft): Promise<string> {
  const description = draft.description.trim();
  const title = draft.title.trim();
  return addLogged(liteCollection(LINKS), {
    title,
    url: storedAddress(draft.url),
    buttonText: draft.buttonText.trim(),
    ...(description ? { description } : {}),
    createdAt: serverTimestamp(),
  }, title);
}

/** A link's stored fields, with its address as given; an empty button text or description is removed. */
const linkFields = (link: { title: string; buttonText: string | null; description: string | null }, url: string) => ({
  title: link.title.trim(),
  url,
  buttonText: link.buttonText?.trim() || deleteField(),
  description: link.description?.trim() || deleteField(),
});

/** Saves what the admin changed since opening the link (see `updateChangedFields`). */
export function updateImportantLink(id: string, draft: ImportantLinkDraft, opened: Opened<ImportantLink>): Promise<void> {
  const before = linkFields(opened.item, opened.item.url?.trim() ?? '');
  return updateChangedFields(liteDocument(LINKS, id), opened.updatedAt, before, linkFields(draft, storedAddress(draft.url)), draft.title);
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteImportantLink({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(LINKS, id), title);
}
