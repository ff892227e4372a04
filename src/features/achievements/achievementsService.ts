import {
  addDoc, collection, deleteDoc, deleteField, doc, getDocs, orderBy, query, serverTimestamp, updateDoc,
} from 'firebase/firestore/lite';
import { readImageAddress, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface Achievement {
  id: string;
  title: string;
  description: string;
  priority: number | null;
  /** From `imageURL` or the older `imageUrl`, trimmed; null when neither is a usable address. */
  imageUrl: string | null;
}

export interface AchievementDraft {
  title: string;
  description: string;
  priority: number;
  imageUrl: string;
}

const achievements = () => collection(publicDb(), 'achievements');

function toAchievement(id: string, data: DocumentData): Achievement {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description') ?? '',
    priority: readNumber(data, 'priority'),
    imageUrl: readImageAddress(data, 'imageURL', 'imageUrl'),
  };
}

/** Achievements ordered by priority, ascending. */
export async function listAchievements(): Promise<Achievement[]> {
  const snapshot = await getDocs(query(achievements(), orderBy('priority', 'asc')));
  return snapshot.docs.map((document) => toAchievement(document.id, document.data()));
}

export async function addAchievement(draft: AchievementDraft): Promise<string> {
  const created = await addDoc(achievements(), {
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
  return updateDoc(doc(achievements(), id), {
    title: draft.title.trim(),
    description: draft.description.trim(),
    priority: draft.priority,
    imageURL: draft.imageUrl,
    imageUrl: deleteField(),
  });
}

export function deleteAchievement(id: string): Promise<void> {
  return deleteDoc(doc(achievements(), id));
}
