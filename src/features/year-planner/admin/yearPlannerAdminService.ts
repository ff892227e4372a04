/** What only the admin area writes of the year planner; visitors never download it. */
import { serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { plannerDocument } from '../yearPlannerService';

/** Replaces the planner with a new image and year. */
export function saveYearPlanner(input: { url: string; year: string }): Promise<void> {
  return setDoc(plannerDocument(), { url: input.url, year: input.year.trim(), uploadedAt: serverTimestamp() });
}
