import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { yearPlannerRead } from './yearPlannerReads';

export const yearPlannerQuery = publicQuery(yearPlannerRead);

export const useYearPlanner = () => useQuery(yearPlannerQuery);
