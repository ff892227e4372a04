/** What only the admin area reads and writes of the infrastructure items; visitors never download it. */
import { addDoc, deleteDoc, updateDoc } from 'firebase/firestore/lite';
import { byPriority } from '@/lib/documentFields';
import { liteCollection, liteDocument } from '@/lib/liteDb';
import { INFRASTRUCTURE, readAllInfrastructure, type InfrastructureItem } from '../infrastructureService';

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
  return (await addDoc(liteCollection(INFRASTRUCTURE), itemFields(draft))).id;
}

export function updateInfrastructureItem(id: string, draft: InfrastructureDraft): Promise<void> {
  return updateDoc(liteDocument(INFRASTRUCTURE, id), itemFields(draft));
}

export function deleteInfrastructureItem(id: string): Promise<void> {
  return deleteDoc(liteDocument(INFRASTRUCTURE, id));
}
