import { describe, expect, it } from 'vitest';
import { placeAt } from '@/lib/listOrder';

describe('the place of a new item in an ordered list', () => {
  it('is 1 in a list with no numeric place', () => {
    expect(placeAt('first', [])).toBe(1);
    expect(placeAt('last', [null, null])).toBe(1);
  });

  it('goes before the lowest place, a whole number below it, whatever has no place', () => {
    expect(placeAt('first', [1, 2, 2.5, null])).toBe(0);
    expect(placeAt('first', [2.5, 3])).toBe(2);
    expect(placeAt('first', [-4])).toBe(-5);
  });

  it('goes after the highest place, a whole number above it', () => {
    expect(placeAt('last', [1, 2, 2.5, null])).toBe(3);
    expect(placeAt('last', [0])).toBe(1);
    expect(placeAt('last', [-3, -7])).toBe(-2);
  });
});
