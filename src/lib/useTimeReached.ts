import { useEffect, useState } from 'react';

/**
 * The time now, taken again when `next` comes (a moment the caller's display changes at, such as the end of an urgent
 * notice) and whenever the page is shown again (a phone's timers sleep with its screen). Null `next`: nothing to wait for.
 */
export function useTimeReached(next: Date | null): Date {
  const [now, setNow] = useState(() => new Date());
  const nextAt = next?.getTime() ?? null;

  useEffect(() => {
    const update = () => setNow(new Date());
    const onVisibility = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisibility);
    // A timer of more than 24.8 days fires at once; the times waited for here are days at most.
    const timer = nextAt === null ? undefined : setTimeout(update, Math.min(Math.max(nextAt - Date.now(), 0) + 50, 2 ** 31 - 1));
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
    };
  }, [nextAt]);

  return now;
}
