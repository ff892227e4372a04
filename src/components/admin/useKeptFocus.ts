import { useEffect, useRef } from 'react';

/**
 * An action's button keeps the focus through its write, and after it: when the list re-sorts and moves the item (a
 * moved element loses the focus), and when the button is then disabled (the nearest other action takes it). The
 * buttons are those in `box` with `data-action` set to their label; `keep(label)` marks the one that acts.
 */
export function useKeptFocus(busy: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const keepFocusOn = useRef<string | null>(null);
  useEffect(() => {
    const label = keepFocusOn.current;
    if (label === null || box.current === null || busy) return;
    const buttons = [...box.current.querySelectorAll('button')];
    const own = buttons.find((button) => button.dataset.action === label);
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === own;
    if (!lost) {
      keepFocusOn.current = null;
      return;
    }
    if (own && !own.disabled) {
      if (active !== own) own.focus();
      return;
    }
    const others = buttons.filter((button) => button.dataset.action !== undefined);
    const at = own ? others.indexOf(own) : -1;
    const nearest = [...others.slice(0, Math.max(at, 0)).reverse(), ...others.slice(at + 1)].find((button) => !button.disabled);
    (nearest ?? buttons.find((button) => !button.disabled))?.focus();
  });
  return { box, keep: (label: string) => void (keepFocusOn.current = label) };
}
