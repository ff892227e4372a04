import { addDoc, collection, deleteDoc, doc, getDocs, updateDoc } from 'firebase/firestore/lite';
import {
  byPriority, readImageAddress, readImageList, readNumber, readText, withNumericPriority, type DocumentData,
} from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface InfrastructureItem {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  gallery: string[];
  priority: number | null;
}

export interface InfrastructureDraft {
  title: string;
  description: string;
  thumbnailUrl: string;
  gallery: string[];
  priority: number;
}

const items = () => collection(publicDb(), 'infrastructure_items');

function toItem(id: string, data: DocumentData): InfrastructureItem {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description') ?? '',
    thumbnailUrl: readImageAddress(data, 'thumbnailUrl'),
    gallery: readImageList(data, 'gallery'),
    priority: readNumber(data, 'priority'),
  };
}

async function readAllItems(): Promise<InfrastructureItem[]> {
  const snapshot = await getDocs(items());
  return snapshot.docs.map((document) => toItem(document.id, document.data()));
}

/** The items visitors see: those with a numeric priority, ascending. */
export async function listInfrastructure(): Promise<InfrastructureItem[]> {
  return withNumericPriority(await readAllItems());
}

export async function listInfrastructureForAdmin(): Promise<InfrastructureItem[]> {
  return (await readAllItems()).sort(byPriority);
}

function itemFields(draft: InfrastructureDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    thumbnailUrl: draft.thumbnailUrl,
    gallery: draft.gallery,
    priority: draft.priority,
  };
}

export async function addInfrastructureItem(draft: InfrastructureDraft): Promise<string> {
  return (await addDoc(items(), itemFields(draft))).id;
}

export function updateInfrastructureItem(id: string, draft: InfrastructureDraft): Promise<void> {
  return updateDoc(doc(items(), id), itemFields(draft));
}

export function deleteInfrastructureItem(id: string): Promise<void> {
  return deleteDoc(doc(items(), id));
}
