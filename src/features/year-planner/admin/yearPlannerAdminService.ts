/** What only the admin area writes of the year planner; visitors never download it. */
import { serverTimestamp } from 'firebase/firestore/lite';
import { setLogged } from '@/lib/activityLog';
import { liteDocument } from '@/lib/liteDb';
import { PLANNER_DOCUMENT } from '../yearPlannerService';

/** Replaces the planner with a new image and year. */
export function saveYearPlanner(input: { url: string; year: string }): Promise<void> {
  const year = input.year.trim();
  return setLogged(liteDocument(...PLANNER_DOCUMENT), { url: input.url, year, uploadedAt: serverTimestamp(), updatedAt: serverTimestamp() }, `Year planner ${year}`);
}
