/** What only the admin area writes of the achievements; visitors never download it. */
import { addDoc, deleteDoc, deleteField, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { ACHIEVEMENTS } from '../achievementsService';
import { liteCollection, liteDocument } from '@/lib/liteDb';

export interface AchievementDraft {
  title: string;
  description: string;
  priority: number;
  imageUrl: string;
}

export async function addAchievement(draft: AchievementDraft): Promise<string> {
  const created = await addDoc(liteCollection(ACHIEVEMENTS), {
    title: draft.title.trim(),
    description: draft.description.trim(),
    priority: draft.priority,
    imageURL: draft.imageUrl,
    createdAt: serverTimestamp(),
  });
  return created.id;
}

/** Saves an edit; an image stored under the older `imageUrl` spelling moves to `imageURL`. */
export function updateAchievement(id: string, draft: AchievementDraft): Promise<void> {
  return updateDoc(liteDocument(ACHIEVEMENTS, id), {
    title: draft.title.trim(),
    description: draft.description.trim(),
    priority: draft.priority,
    imageURL: draft.imageUrl,
    imageUrl: deleteField(),
  });
}

export function deleteAchievement(id: string): Promise<void> {
  return deleteDoc(liteDocument(ACHIEVEMENTS, id));
}
