import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { listAchievements } from './achievementsService';

export const achievementsKey = ['achievements'] as const;

/** Every achievement by priority: the timeline, the achievements page and the admin list. */
export const achievementsQuery = publicQuery(achievementsKey, () => listAchievements());

export const useAchievements = () => useQuery(achievementsQuery);

/** The first `max` of them, read alone: the home page's timeline. */
export const firstAchievementsQuery = (max: number) => publicQuery([...achievementsKey, 'first', max], () => listAchievements(max));
