import { useEffect, type RefObject } from 'react';

/**
 * Shows the <dialog> as a modal while `open` (the browser keeps focus inside and makes the page inert), locks
 * page scrolling, and on closing returns focus to the control that opened it.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      element.close();
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [dialog, open]);
}
