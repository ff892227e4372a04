/** The value, or a thrown error naming what was missing: for list elements a test relies on. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`);
  return value;
}
