/** The paragraphs of an announcement's text: blocks separated by a blank line, trimmed, empty ones dropped. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
