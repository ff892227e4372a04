/** The reason a failed action gives, for the admin's error message. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
