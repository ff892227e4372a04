import { publicRead } from '@/lib/publicRead';
import { listAchievements } from './achievementsService';

/** What visitors' pages read of the achievements (src/lib/publicRead.ts). Every achievement query starts with this key. */
export const achievementsKey = ['achievements'] as const;

/** Every achievement by priority: the timeline, the achievements page and the admin list. */
export const achievementsRead = publicRead(achievementsKey, () => listAchievements());

/** The first `max` of them, read alone: the home page's timeline. */
export const firstAchievementsRead = (max: number) => publicRead([...achievementsKey, 'first', max], () => listAchievements(max));
