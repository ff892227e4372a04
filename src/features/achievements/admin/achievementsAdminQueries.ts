import { itemWrites } from '@/lib/writes';
import { achievementsKey } from '../achievementsReads';
import { addAchievement, deleteAchievement, updateAchievement } from './achievementsAdminService';

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const achievementMutations = itemWrites([achievementsKey], {
  add: addAchievement,
  update: updateAchievement,
  remove: deleteAchievement,
});
