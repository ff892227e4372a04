/** The reason a failed action gives, for a message that shows it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
