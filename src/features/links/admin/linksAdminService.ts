/** What only the admin area writes of the important links; visitors never download it. */
import { addDoc, deleteDoc, deleteField, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { LINKS } from '../linksService';
import { liteCollection, liteDocument } from '@/lib/liteDb';
import { storedAddress } from '@/lib/webAddress';

export interface ImportantLinkDraft {
  title: string;
  url: string;
  buttonText: string;
  description: string;
}

export async function addImportantLink(draft: ImportantLinkDraft): Promise<string> {
  const description = draft.description.trim();
  const created = await addDoc(liteCollection(LINKS), {
    title: draft.title.trim(),
    url: storedAddress(draft.url),
    buttonText: draft.buttonText.trim(),
    ...(description ? { description } : {}),
    createdAt: serverTimestamp(),
  });
  return created.id;
}

export async function updateImportantLink(id: string, draft: ImportantLinkDraft): Promise<void> {
  const description = draft.description.trim();
  const buttonText = draft.buttonText.trim();
  return updateDoc(liteDocument(LINKS, id), {
    title: draft.title.trim(),
    url: storedAddress(draft.url),
    buttonText: buttonText || deleteField(),
    description: description || deleteField(),
  });
}

export function deleteImportantLink(id: string): Promise<void> {
  return deleteDoc(liteDocument(LINKS, id));
}
