import { describe, expect, test } from 'vitest';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';

describe('parseRequiredPriority', () => {
  test('a typed number, whole or decimal, negative included', () => {
    expect(parseRequiredPriority('3')).toBe(3);
    expect(parseRequiredPriority(' 2.5 ')).toBe(2.5);
    expect(parseRequiredPriority('-1')).toBe(-1);
    expect(parseRequiredPriority('0')).toBe(0);
  });

  test('nothing typed, or something that is not a finite number, is no priority', () => {
    expect(parseRequiredPriority('')).toBeNull();
    expect(parseRequiredPriority('   ')).toBeNull();
    expect(parseRequiredPriority('two')).toBeNull();
    expect(parseRequiredPriority('Infinity')).toBeNull();
  });
});
