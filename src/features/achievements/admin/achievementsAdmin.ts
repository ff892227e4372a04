/** What only the admin area writes of the achievements; visitors never download it. */
import { collectionWriter } from '@/lib/collectionWriter';
import { itemWrites } from '@/lib/writes';
import { achievementsKey } from '../achievementsReads';
import { ACHIEVEMENTS, type Achievement } from '../achievementsService';

export interface AchievementDraft {
  title: string;
  description: string;
  priority: number;
  imageUrl: string;
}

/** A new image is stored as `imageURL`, and the older `imageUrl` spelling is then removed. */
export const achievementWriter = collectionWriter<AchievementDraft, Achievement>(ACHIEVEMENTS, {
  stored: (achievement) => ({
    title: achievement.title.trim(),
    description: achievement.description.trim(),
    priority: achievement.priority,
    imageURL: achievement.imageUrl,
  }),
  name: (draft) => draft.title.trim(),
  dated: true,
  replaces: { imageURL: 'imageUrl' },
});

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const achievementMutations = itemWrites([achievementsKey], achievementWriter);
