import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { listAchievements } from './achievementsService';

export const achievementsKey = ['achievements'] as const;

/** Every achievement by priority: the timeline, the achievements page and the admin list. */
export const achievementsQuery = readQuery(achievementsKey, () => listAchievements());

export const useAchievements = () => useQuery(achievementsQuery);

/** The first `max` of them, read alone: the home page's timeline. */
export const firstAchievementsQuery = (max: number) => readQuery([...achievementsKey, 'first', max], () => listAchievements(max));
