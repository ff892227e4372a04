/** A child's age on a day, in years and months, as the office and the form say it. */

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** Whole years and months from `born` to `on` (both `YYYY-MM-DD`); null when `on` is before `born`. */
export function ageOn(born: string, on: string): { years: number; months: number } | null {
  const [by, bm, bd] = parts(born);
  const [oy, om, od] = parts(on);
  let months = (oy - by) * 12 + (om - bm) - (od < bd ? 1 : 0);
  if (months < 0) return null;
  const years = Math.floor(months / 12);
  months -= years * 12;
  return { years, months };
}

/** `4 years 2 months`, `1 year`, `5 months`. */
export function ageText(age: { years: number; months: number }): string {
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (age.years === 0) return unit(age.months, 'month');
  return age.months === 0 ? unit(age.years, 'year') : `${unit(age.years, 'year')} ${unit(age.months, 'month')}`;
}
