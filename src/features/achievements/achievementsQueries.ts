import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { achievementsRead, firstAchievementsRead } from './achievementsReads';

export const achievementsQuery = publicQuery(achievementsRead);

export const useAchievements = () => useQuery(achievementsQuery);

export const firstAchievementsQuery = (max: number) => publicQuery(firstAchievementsRead(max));
