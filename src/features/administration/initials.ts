/**
 * The placeholder shown for an office-bearer without a photo: the first letters of the first two words of the
 * name, upper-case, or 'NA' when there is no name (docs/product-rules.md#administration).
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return 'NA';
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}
