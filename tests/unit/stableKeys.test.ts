import { describe, expect, it } from 'vitest';
import { nextKeys } from '@/components/admin/stableKeys';

describe('keys of a list of names that move and are renamed', () => {
  const counter = () => {
    let made = 0;
    return () => `new${made++}`;
  };
  const before = { names: ['Ravi', 'Meena', 'Anil'], keys: ['a', 'b', 'c'] };

  it('keeps each key with its name when the names move', () => {
    expect(nextKeys(before, ['Meena', 'Ravi', 'Anil'], counter())).toEqual(['b', 'a', 'c']);
  });

  it('keeps the key of a name renamed in place, and gives a new name elsewhere a new key', () => {
    expect(nextKeys(before, ['Ravi', 'Meena K', 'Anil'], counter())).toEqual(['a', 'b', 'c']);
    expect(nextKeys(before, ['Ravi', 'Meena', 'Anil', 'Kavya'], counter())).toEqual(['a', 'b', 'c', 'new0']);
  });

  it('drops the key of a removed name, the others keeping theirs', () => {
    expect(nextKeys(before, ['Ravi', 'Anil'], counter())).toEqual(['a', 'c']);
  });

  it('tells two entries of the same name apart by their order', () => {
    expect(nextKeys({ names: ['Ravi', 'Ravi'], keys: ['a', 'b'] }, ['Ravi', 'Ravi', 'Anil'], counter())).toEqual(['a', 'b', 'new0']);
  });
});
