import { useSyncExternalStore } from 'react';
import { todayIsoDate } from '@/lib/isoDate';

const onShown = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/**
 * Today on this device, as an ISO date, taken again whenever the page is shown again (a phone left open overnight);
 * null in the prerendered page and while it hydrates, which do not know the day the visitor reads it on: what depends
 * on the day (a term due soon) shows once the page is live, and never makes the hydration differ from the HTML.
 */
export const useToday = (): string | null => useSyncExternalStore(onShown, () => todayIsoDate(), () => null);
