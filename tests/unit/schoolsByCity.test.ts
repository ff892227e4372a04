import { describe, expect, test } from 'vitest';
import { groupSchoolsByCity } from '@/features/about/schoolsByCity';

const school = (name: string, city: string, founded: number) => ({ name, city, founded });

describe('groupSchoolsByCity (the About page history of the schools)', () => {
  test('cities with a history come first in its order, each with its schools oldest first and its first year', () => {
    const groups = groupSchoolsByCity(
      [school('B', 'Madurai', 2011), school('A', 'Chennai', 2016), school('C', 'Madurai', 1996), school('D', 'Chennai', 1988)],
      [
        { city: 'Chennai', text: 'Where it began.' },
        { city: 'Madurai', text: 'The second city.' },
      ],
    );
    expect(groups).toEqual([
      { city: 'Chennai', text: 'Where it began.', schools: [school('D', 'Chennai', 1988), school('A', 'Chennai', 2016)], since: 1988 },
      { city: 'Madurai', text: 'The second city.', schools: [school('C', 'Madurai', 1996), school('B', 'Madurai', 2011)], since: 1996 },
    ]);
  });

  test('a city without a written history still appears, after the others; a history without schools does not', () => {
    const groups = groupSchoolsByCity([school('E', 'Vellore', 2009), school('F', 'Salem', 2005)], [
      { city: 'Salem', text: 'Salem.' },
      { city: 'Erode', text: 'No school yet.' },
    ]);
    expect(groups.map((group) => [group.city, group.text])).toEqual([
      ['Salem', 'Salem.'],
      ['Vellore', null],
    ]);
  });
});
