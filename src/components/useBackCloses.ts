import { useEffect, useLayoutEffect, useRef } from 'react';

/** The history state field that marks an entry added by useBackCloses, with the id of the overlay that added it. */
const OVERLAY_ENTRY = 'overlayEntry';
/** Ids differ from those of an earlier load of the page (a reload keeps its history entries and their state). */
const PAGE_LOAD = Math.random().toString(36).slice(2);
let overlays = 0;

/** Called when the Back that removes an overlay's entry has landed; null while no such Back is on its way. */
let afterOwnBack: (() => void)[] | null = null;

const isEntryOf = (id: string) => (window.history.state as Record<string, unknown> | null)?.[OVERLAY_ENTRY] === id;

/** Goes back from an overlay's entry; what `whenSettled` is given meanwhile runs once the browser is back. */
function leaveEntry(): void {
  afterOwnBack = [];
  window.addEventListener(
    'popstate',
    () => {
      const waiting = afterOwnBack ?? [];
      afterOwnBack = null;
      for (const then of waiting) then();
    },
    { once: true },
  );
  window.history.back();
}

function whenSettled(then: () => void): void {
  if (afterOwnBack) afterOwnBack.push(then);
  else then();
}

/**
 * While `open`, an overlay over the page (a photo shown full screen) has a history entry of its own, at the page's
 * own address: the phone's Back button (and the browser's) then calls `close` and stays on the page. Closed another
 * way, its entry is taken away again, so that the next Back leaves the page as it did before.
 *
 * The entry keeps the router's state (BrowserRouter's key and index): the router sees a Back to the same page, not a
 * new one. Its own Back runs before anything else listening for it (the listener is older than theirs), so that a
 * photo opened again at once (or React's development double run of effects) adds its entry only once the browser
 * has gone back, and is not closed by that Back.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });

  // In the commit that shows or hides the overlay (a layout effect), not after the next paint: the history is in step
  // with the screen when the browser can next take a tap.
  useLayoutEffect(() => {
    if (!open) return;
    overlays += 1;
    const id = `${PAGE_LOAD}-${overlays}`;
    let active = true;
    whenSettled(() => {
      if (active) window.history.pushState({ ...(window.history.state as object | null), [OVERLAY_ENTRY]: id }, '');
    });
    const onPopState = () => {
      if (!isEntryOf(id)) latestClose.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      active = false;
      window.removeEventListener('popstate', onPopState);
      if (isEntryOf(id)) leaveEntry();
    };
  }, [open]);
}
