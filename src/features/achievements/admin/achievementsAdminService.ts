/** What only the admin area writes of the achievements; visitors never download it. */
import { deleteField, serverTimestamp } from 'firebase/firestore/lite';
import { addLogged } from '@/lib/activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from '@/lib/liteDb';
import { moveToTrash, type NamedItem } from '@/lib/trash';
import { ACHIEVEMENTS, type Achievement } from '../achievementsService';

export interface AchievementDraft {
  title: string;
  description: string;
  priority: number;
  imageUrl: string;
}

export async function addAchievement(draft: AchievementDraft): Promise<string> {
  const title = draft.title.trim();
  const fields = { title, description: draft.description.trim(), priority: draft.priority, imageURL: draft.imageUrl, createdAt: serverTimestamp() };
  return addLogged(liteCollection(ACHIEVEMENTS), fields, title);
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
  }, next.title);
}

/** Moves it to the trash; resolves to its place there, for Undo. */
export function deleteAchievement({ id, title }: NamedItem): Promise<string> {
  return moveToTrash(liteDocument(ACHIEVEMENTS, id), title);
}
