import { useEffect, useRef, type RefObject } from 'react';

function closeMenu(menu: HTMLDetailsElement | null): void {
  if (menu) menu.open = false;
}

/**
 * What the phone menu (a <details>, which the browser opens and closes by itself, before any script has run) gains
 * once React runs: it closes on Escape (the focus back on its toggle), on a tap outside the top bar or on the dimmed
 * page under the dropdown (the dropdown's own box, outside its links), on a choice of one of its links (Contact, a
 * part of the page you are on, included), and on any navigation (Back and Forward included). Opened before React ran,
 * it stays open until one of those.
 */
export function useMenuClosing(
  menu: RefObject<HTMLDetailsElement | null>,
  bar: RefObject<HTMLElement | null>,
  dropdown: RefObject<HTMLElement | null>,
  visit: string,
): void {
  useEffect(() => {
    const close = () => closeMenu(menu.current);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.current?.open) return;
      close();
      menu.current.querySelector('summary')?.focus();
    };
    // On the click, not the pointerdown: Chromium (156) crashes when a <details> closes under a pointerdown on its
    // own content (the dimmed page is the dropdown's box).
    const onClick = ({ target }: MouseEvent) => {
      if (!menu.current?.open || !(target instanceof Element)) return;
      const onLink = target.closest('a') !== null && dropdown.current?.contains(target) === true;
      if (onLink || target === dropdown.current || !bar.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [menu, bar, dropdown]);

  // Every navigation closes it; the first render is not one.
  const shownVisit = useRef(visit);
  useEffect(() => {
    if (shownVisit.current === visit) return;
    shownVisit.current = visit;
    closeMenu(menu.current);
  }, [menu, visit]);
}
