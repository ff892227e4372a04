/** What only the admin area reads and writes of the infrastructure items; visitors never download it. */
import { addDoc, deleteDoc, doc, updateDoc } from 'firebase/firestore/lite';
import { byPriority } from '@/lib/documentFields';
import { infrastructureCollection, readAllInfrastructure, type InfrastructureItem } from '../infrastructureService';

export interface InfrastructureDraft {
  title: string;
  description: string;
  thumbnailUrl: string;
  gallery: string[];
  priority: number;
}

/** Every item, for the admin list: those without a numeric priority last, so they can be fixed. */
export async function listInfrastructureForAdmin(): Promise<InfrastructureItem[]> {
  return (await readAllInfrastructure()).sort(byPriority);
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
  return (await addDoc(infrastructureCollection(), itemFields(draft))).id;
}

export function updateInfrastructureItem(id: string, draft: InfrastructureDraft): Promise<void> {
  return updateDoc(doc(infrastructureCollection(), id), itemFields(draft));
}

export function deleteInfrastructureItem(id: string): Promise<void> {
  return deleteDoc(doc(infrastructureCollection(), id));
}
