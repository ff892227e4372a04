/**
 * The school year: CBSE's session runs from 1 April to 31 March, in Chennai's calendar. The year planner's key dates
 * are those of this school year and later; the notice search reads the last two school years, then one more at a time.
 */
import { INDIA_OFFSET_MS } from './dateText';

/** The first day of the school year that `today` (an ISO date) falls in: CBSE's session starts on 1 April. */
export function schoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${today.slice(5) >= '04-01' ? year : year - 1}-04-01`;
}

/** Chennai's day of `moment`, as an ISO date. */
const dayInIndia = (moment: Date): string => new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** When the school year `yearsBack` years before the one of `now` began: 1 April, midnight in India (0: this year's). */
export function schoolYearBegan(yearsBack: number, now: Date = new Date()): Date {
  const year = Number(schoolYearStart(dayInIndia(now)).slice(0, 4)) - yearsBack;
  return new Date(Date.UTC(year, 3, 1) - INDIA_OFFSET_MS);
}

/** `2024-25`: the school year `moment` falls in, as the school names it. */
export function schoolYearName(moment: Date): string {
  const year = Number(schoolYearStart(dayInIndia(moment)).slice(0, 4));
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
