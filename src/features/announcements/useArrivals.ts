import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

interface Seen {
  /** The ids as last rendered, or null before the list first had any. */
  ids: readonly string[] | null;
  arrived: ReadonlySet<string>;
}

/**
 * The notices that arrived at the top of a list already on screen (a saved copy replaced by the fresh list, or a
 * notice posted while the page was open), for a calm mark and a polite line for screen readers; those added below (an
 * older page) are not arrivals. Nothing arrives with the list's first data.
 */
export function useArrivals(ids: readonly string[] | undefined): { arrived: ReadonlySet<string>; said: string } {
  const [seen, setSeen] = useState<Seen>({ ids: null, arrived: NONE });
  if (ids && (seen.ids === null || ids.join('\n') !== seen.ids.join('\n'))) {
    const firstKnown = seen.ids === null ? 0 : ids.findIndex((id) => seen.ids?.includes(id));
    const atTop = seen.ids === null ? [] : ids.slice(0, firstKnown < 0 ? ids.length : firstKnown);
    // Adjusted while rendering (React's pattern for state that follows a prop), once per change of the list.
    setSeen({ ids, arrived: atTop.length > 0 ? new Set(atTop) : NONE });
  }
  const count = seen.arrived.size;
  return { arrived: seen.arrived, said: count === 0 ? '' : `Updated: ${count === 1 ? 'a new notice' : `${count} new notices`} at the top.` };
}
