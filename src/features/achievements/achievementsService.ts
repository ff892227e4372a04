import { readDate, readImageAddress, readNumber, readText, type DocumentData } from '@/lib/documentFields';
import { runQuery, runQueryInPages } from '@/lib/firestoreRest';

export interface Achievement {
  id: string;
  title: string;
  description: string;
  priority: number | null;
  /** From `imageURL` or the older `imageUrl`, trimmed; null when neither is a usable address. */
  imageUrl: string | null;
  /** When an admin last changed it (null before edits were dated): an edit checks it has not moved. */
  updatedAt: Date | null;
}

export const ACHIEVEMENTS = 'achievements';

function toAchievement(id: string, data: DocumentData): Achievement {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description') ?? '',
    priority: readNumber(data, 'priority'),
    imageUrl: readImageAddress(data, 'imageURL', 'imageUrl'),

    updatedAt: readDate(data, 'updatedAt'),
  };
}

/** Achievements ordered by priority, ascending; with `max`, only the first ones are read (the home page's timeline). */
export async function listAchievements(max?: number): Promise<Achievement[]> {
  const orderBy = { field: 'priority', direction: 'ASCENDING' } as const;
  const documents = await (max === undefined ? runQueryInPages(ACHIEVEMENTS, { orderBy }) : runQuery(ACHIEVEMENTS, { orderBy, limit: max }));
  return documents.map(({ id, data }) => toAchievement(id, data));
}
