import { useEffect } from 'react';
import { school } from '@/content/school';

/** The tab title of a page: "Page | School", or the school's name and motto for the home page (null). */
export function tabTitle(page: string | null): string {
  return page ? `${page} | ${school.name}` : `${school.name} | ${school.motto}`;
}

/** Sets the tab title after a navigation; the prerendered HTML already carries it for the first page. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = tabTitle(page);
  }, [page]);
}
