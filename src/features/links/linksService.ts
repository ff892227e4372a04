import {
  addDoc, collection, deleteDoc, deleteField, doc, getDocs, serverTimestamp, updateDoc,
} from 'firebase/firestore/lite';
import { readDate, readText, safeLinkAddress, type DocumentData } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface ImportantLink {
  id: string;
  title: string;
  description: string | null;
  /** Null when the stored address is not an http(s) address: such a link is never rendered as a link. */
  url: string | null;
  buttonText: string | null;
  createdAt: Date | null;
}

export interface ImportantLinkDraft {
  title: string;
  url: string;
  buttonText: string;
  description: string;
}

const links = () => collection(publicDb(), 'important_links');

function toLink(id: string, data: DocumentData): ImportantLink {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description'),
    url: safeLinkAddress(data.url),
    buttonText: readText(data, 'buttonText'),
    createdAt: readDate(data, 'createdAt'),
  };
}

/** Oldest first (links without a date first), then by title. */
function byCreation(a: ImportantLink, b: ImportantLink): number {
  return (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.title.localeCompare(b.title);
}

export async function listImportantLinks(): Promise<ImportantLink[]> {
  const snapshot = await getDocs(links());
  return snapshot.docs.map((document) => toLink(document.id, document.data())).sort(byCreation);
}

export async function addImportantLink(draft: ImportantLinkDraft): Promise<string> {
  const description = draft.description.trim();
  const created = await addDoc(links(), {
    title: draft.title.trim(),
    url: draft.url.trim(),
    buttonText: draft.buttonText.trim(),
    ...(description ? { description } : {}),
    createdAt: serverTimestamp(),
  });
  return created.id;
}

export function updateImportantLink(id: string, draft: ImportantLinkDraft): Promise<void> {
  const description = draft.description.trim();
  const buttonText = draft.buttonText.trim();
  return updateDoc(doc(links(), id), {
    title: draft.title.trim(),
    url: draft.url.trim(),
    buttonText: buttonText || deleteField(),
    description: description || deleteField(),
  });
}

export function deleteImportantLink(id: string): Promise<void> {
  return deleteDoc(doc(links(), id));
}
