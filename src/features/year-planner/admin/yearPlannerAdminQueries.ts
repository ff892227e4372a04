import { writeOptions } from '@/lib/writes';
import { yearPlannerKey } from '../yearPlannerReads';
import { saveYearPlanner } from './yearPlannerAdminService';

/** The admin page's write, for `useMutation` (the current planner is the public query). */
export const yearPlannerMutations = {
  save: writeOptions(saveYearPlanner, [yearPlannerKey]),
};
