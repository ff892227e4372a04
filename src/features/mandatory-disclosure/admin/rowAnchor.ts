/** The element of the admin page that fixes a row: the completeness line's links lead there. */
export const rowAnchor = (key: string) => `disclosure-row-${key}`;

/**
 * Brings the row of the admin page with this element id into view, unfolded (a document row folds on a phone), with
 * the focus in its first control, not only scrolled to; false when the page has no such row.
 */
export function goToRow(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const fold = target.querySelector('details');
  if (fold) fold.open = true;
  target.scrollIntoView({ block: 'start' });
  target.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
  return true;
}
