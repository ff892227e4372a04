/**
 * The number typed into a required priority field, or null when it is empty or not a finite number.
 * The security rules refuse a priority that is not a number, so forms check this before saving.
 */
export function parseRequiredPriority(input: string): number | null {
  if (input.trim() === '') return null;
  const value = Number(input);
  return Number.isFinite(value) ? value : null;
}
