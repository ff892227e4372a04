import { useEffect } from 'react';
import { school } from '@/content/school';

/** Sets the tab title to "Page | School", or just the school's name for the home page (null). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${school.name}` : `${school.name} | ${school.motto}`;
  }, [page]);
}
