import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
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

export const achievementsCollection = () => collection(publicDb(), 'achievements');

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
  const snapshot = await getDocs(query(achievementsCollection(), orderBy('priority', 'asc')));
  return snapshot.docs.map((document) => toAchievement(document.id, document.data()));
}
