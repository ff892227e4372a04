/** The priority typed in a number field, or null when it is empty or not a finite number. */
export function parsePriority(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const ALL_FIELDS_REQUIRED = '❌ All fields including priority are required.';
export const UPLOAD_OR_SAVE_FAILED = '❌ Failed to upload or save.';
