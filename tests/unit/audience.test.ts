import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS, SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import { audienceLabel, concerns, readAudience } from '@/lib/audience';

describe('the classes of the school', () => {
  it('fall in groups that together name every class once', () => {
    expect(CLASS_GROUPS.flatMap((group) => group.classes)).toEqual([...SCHOOL_CLASSES]);
  });
});

describe('a stored audience', () => {
  it.each<[string, unknown, SchoolClass[]]>([
    ['no field: the whole school', undefined, []],
    ['an empty list: the whole school', [], []],
    ['classes in any order, some twice: each once, in the school order', ['X', 'IV', 'X', 'Pre-KG'], ['Pre-KG', 'IV', 'X']],
    ['unknown values are left out', ['IV', 'iv', 'Class IV', 4, null], ['IV']],
    ['no known class: the whole school, never nobody', ['XIII'], []],
    ['not a list: the whole school', 'IV', []],
  ])('%s', (_case, value, expected) => {
    expect(readAudience(value === undefined ? {} : { audience: value })).toEqual(expected);
  });
});

describe('which items a device shows', () => {
  it('shows everything when no class is chosen', () => {
    expect(concerns(['X'], [])).toBe(true);
    expect(concerns([], [])).toBe(true);
  });

  it("shows the whole school's items and the chosen classes' items, and hides the others", () => {
    expect(concerns([], ['IV'])).toBe(true);
    expect(concerns(['IV', 'V'], ['IV', 'IX'])).toBe(true);
    expect(concerns(['X'], ['IV', 'IX'])).toBe(false);
  });
});

describe('an audience in words', () => {
  it.each<[SchoolClass[], string]>([
    [[], 'Whole school'],
    [['IV'], 'Class IV'],
    [['IV', 'IX'], 'Classes IV and IX'],
    [['IX', 'X', 'XI', 'XII'], 'Classes IX–XII'],
    [['Pre-KG', 'LKG', 'UKG'], 'Pre-KG–UKG'],
    [['LKG'], 'LKG'],
    [['UKG', 'I'], 'UKG and Class I'],
    [['I', 'II', 'IV', 'VI', 'VII'], 'Classes I–II, IV and VI–VII'],
  ])('%j is "%s"', (audience, words) => {
    expect(audienceLabel(audience)).toBe(words);
  });
});
