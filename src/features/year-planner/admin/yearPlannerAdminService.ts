/** What only the admin area writes of the year planner; visitors never download it. */
import { serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { liteDocument } from '@/lib/liteDb';
import { PLANNER_DOCUMENT } from '../yearPlannerService';

/** Replaces the planner with a new image and year. */
export function saveYearPlanner(input: { url: string; year: string }): Promise<void> {
  return setDoc(liteDocument(...PLANNER_DOCUMENT), { url: input.url, year: input.year.trim(), uploadedAt: serverTimestamp() });
}
