import { useSyncExternalStore } from 'react';
import type { Audience } from './audience';
import { readClassChoice, subscribeToClassChoice } from './classChoice';

const NONE: Audience = [];

/**
 * This device's choice of classes (src/lib/classChoice.ts), followed as it changes here or in another tab. None while
 * prerendering and hydrating, as the build rendered the page; the device's choice straight after: for what the page
 * says (the filter's line).
 */
export const useClassChoice = (): Audience => useSyncExternalStore(subscribeToClassChoice, readClassChoice, () => NONE);

/**
 * The device's choice for a page's reads: the same as useClassChoice, but the device's own from the first render, so
 * that a page hydrating asks for the list the entry script already asked for (src/app/pageReads.ts), not another.
 * Only for query keys and what the data decides, never for text the build prerendered.
 */
export function useClassesForReads(): Audience {
  useClassChoice();
  return readClassChoice();
}
