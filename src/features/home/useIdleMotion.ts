import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long the browser may keep the particles waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the page has painted and the browser is idle, so decorative motion can start without delaying
 * the content; false (and never true) while the visitor prefers reduced motion.
 */
export function useIdleMotion(): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    let frame = 0;
    let idle = 0;
    let timer = 0;

    // Safari has no requestIdleCallback.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';

    const cancel = () => {
      cancelAnimationFrame(frame);
      if (idle && hasIdleCallback) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
    const schedule = () => {
      cancel();
      if (reducedMotion.matches) return;
      // The next frame comes after the first paint; then wait for an idle moment.
      frame = requestAnimationFrame(() => {
        if (hasIdleCallback) idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        else timer = window.setTimeout(() => setReady(true), 200);
      });
    };
    const onPreferenceChange = () => {
      if (reducedMotion.matches) {
        cancel();
        setReady(false);
      } else schedule();
    };

    schedule();
    reducedMotion.addEventListener('change', onPreferenceChange);
    return () => {
      reducedMotion.removeEventListener('change', onPreferenceChange);
      cancel();
    };
  }, []);

  return ready;
}
