import { useState } from 'react';

/**
 * What an admin form holds, as one object of its fields (by the names its field table uses where they are the
 * same): `set('title')` is the title field's onChange, `setValues` replaces them all (an addition clears them).
 */
export function useFieldValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set =
    <K extends keyof T>(field: K) =>
    (value: T[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  return { values, set, setValues };
}
