/** The paragraphs of a stored text: blocks separated by a blank line, trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
