import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { getYearPlanner } from './yearPlannerService';

export const yearPlannerKey = ['year-planner'] as const;

/** The current planner, or null when none has been uploaded. */
export const yearPlannerQuery = publicQuery(yearPlannerKey, getYearPlanner);

export const useYearPlanner = () => useQuery(yearPlannerQuery);
