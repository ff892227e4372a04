import { publicRead } from '@/lib/publicRead';
import { getYearPlanner } from './yearPlannerService';

/** What visitors' pages read of the year planner (src/lib/publicRead.ts). */
export const yearPlannerKey = ['year-planner'] as const;

/** The current planner, or null when none has been uploaded. */
export const yearPlannerRead = publicRead(yearPlannerKey, getYearPlanner);
