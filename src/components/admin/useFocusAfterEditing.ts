import { useEffect, useRef } from 'react';

/**
 * A ref for an item's Edit button that receives focus when its in-place editor closes, so a keyboard user
 * continues from the item rather than from the top of the page.
 */
export function useFocusAfterEditing(editing: boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return editButton;
}
