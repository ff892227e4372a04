import { createContext, useContext } from 'react';

/**
 * Whether the public layout is waiting for a page's code (its 'Loading...' stands in for the page): the footer then
 * sits near the top of the screen, out of its place, until the page arrives and pushes it down.
 */
export const PageLoadingContext = createContext(false);

export const usePageLoading = (): boolean => useContext(PageLoadingContext);
