import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
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

/** Achievements ordered by priority, ascending; with `max`, only the first ones are read (the home page's timeline). */
export async function listAchievements(max?: number): Promise<Achievement[]> {
  const ordered = query(achievementsCollection(), orderBy('priority', 'asc'));
  const snapshot = await getDocs(max === undefined ? ordered : query(ordered, limit(max)));
  return snapshot.docs.map((document) => toAchievement(document.id, document.data()));
}
