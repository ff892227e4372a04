/** What only the admin area writes of the achievements; visitors never download it. */
import { addDoc, deleteDoc, deleteField, serverTimestamp } from 'firebase/firestore/lite';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { ACHIEVEMENTS, type Achievement } from '../achievementsService';

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

const achievementFields = (achievement: { title: string; description: string; priority: number | null; imageUrl: string | null }) => ({
  title: achievement.title.trim(),
  description: achievement.description.trim(),
  priority: achievement.priority,
  imageURL: achievement.imageUrl,
});

/**
 * Saves what the admin changed since opening it (see `updateChangedFields`); a new image is stored as `imageURL`,
 * and the older `imageUrl` spelling is then removed.
 */
export function updateAchievement(id: string, draft: AchievementDraft, opened: Opened<Achievement>): Promise<void> {
  const next = achievementFields(draft);
  const imageChanged = next.imageURL !== opened.item.imageUrl;
  return updateChangedFields(liteDocument(ACHIEVEMENTS, id), opened.updatedAt, achievementFields(opened.item), {
    ...next,
    ...(imageChanged && { imageUrl: deleteField() }),
  });
}

export function deleteAchievement(id: string): Promise<void> {
  return deleteDoc(liteDocument(ACHIEVEMENTS, id));
}
