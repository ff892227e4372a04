/** What only the admin area writes of the achievements; visitors never download it. */
import { collectionWriter } from '@/lib/collectionWriter';
import { liteDocument } from '@/lib/liteDb';
import { listOrder, moveWrite, placeAt } from '@/lib/listOrder';
import { itemWrites } from '@/lib/writes';
import { achievementsKey } from '../achievementsReads';
import { ACHIEVEMENTS, listAchievements, type Achievement } from '../achievementsService';

export interface AchievementDraft {
  title: string;
  description: string;
  imageUrl: string;
}

/** A new image is stored as `imageURL`, and the older `imageUrl` spelling is then removed. */
export const achievementWriter = collectionWriter<AchievementDraft, Achievement>(ACHIEVEMENTS, {
  stored: (achievement) => ({
    title: achievement.title.trim(),
    description: achievement.description.trim(),
    imageURL: achievement.imageUrl,
  }),
  name: (draft) => draft.title.trim(),
  // A new achievement goes first on the Achievements page; Move up and Move down change its place.
  created: async () => ({ priority: placeAt('first', (await listAchievements()).map((achievement) => achievement.priority)) }),
  dated: true,
  replaces: { imageURL: 'imageUrl' },
});

export const achievementOrder = listOrder({ reference: (id) => liteDocument(ACHIEVEMENTS, id), field: 'priority', noun: 'achievement', plural: 'achievements' });

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const achievementMutations = { ...itemWrites([achievementsKey], achievementWriter), move: moveWrite(achievementOrder.move, [achievementsKey]) };
