/**
 * When this device last visited the notices (Announcements or the archive), kept on the device: the notices posted
 * since are marked New, and the home page's section says how many. Read once per page load, so that the marks stay
 * while the parent reads; a visit to the notices then moves the time on for the next page load. A device that never
 * saw the notices starts the clock when it first shows them: nothing is New on a first visit.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/deviceStorage';

const STORE_KEY = 'school-site-notices-seen';

function stored(): number | null {
  const value = Number(readStored(STORE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** (A device that keeps nothing never marks anything New.) */
const store = (time: number) => void writeStored(STORE_KEY, String(time));

/** The last visit as it was when this page load first asked: undefined until then. */
let seenBefore: number | null | undefined;

function readSeenBefore(): number | null {
  if (seenBefore === undefined) {
    seenBefore = stored();
    if (seenBefore === null) store(Date.now());
  }
  return seenBefore;
}

/** Records a visit to the notices now (the marks of this page load stay as they are). */
export function markNoticesSeen(): void {
  readSeenBefore();
  store(Date.now());
}

const unchanging = () => () => undefined;

/** When the device last visited the notices before this page load; null on the first (nothing is New). Null while hydrating. */
export const useNoticesSeenBefore = (): number | null => useSyncExternalStore(unchanging, readSeenBefore, () => null);

/** Whether a notice posted at `datePosted` is New to a device that last saw the notices at `seenBefore`. */
export const isNew = (datePosted: Date | null, before: number | null): boolean => before !== null && datePosted !== null && datePosted.getTime() > before;
