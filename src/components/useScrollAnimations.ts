import { useEffect } from 'react';
import animationStylesUrl from 'aos/dist/aos.css?url';

/** The page animation (docs/product-rules.md#constants): 1000 ms, played once; elements opt in with `data-aos="fade-up"`. */
const ANIMATION_MS = 1000;

/**
 * Loads AOS's stylesheet switched off (`media="print"`), so that it cannot hide anything before AOS has marked what
 * is already in view: a stylesheet that applied first would blank the page's visible cards for a frame and fade them
 * in again.
 */
function loadSwitchedOff(href: string): Promise<HTMLLinkElement> {
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, media: 'print' });
    link.addEventListener('load', () => resolve(link), { once: true });
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} did not load.`)), { once: true });
    document.head.append(link);
  });
}

/**
 * Starts the scroll animations (AOS) when the visitor first scrolls: they animate what scrolls into view (what is
 * already in view stays as it is), so nobody who does not scroll downloads them, and they never compete with the
 * page's content and its data for the connection. Not at all when the visitor prefers reduced motion (elements
 * then simply stay visible).
 */
export function useScrollAnimations(): void {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    const start = () => {
      Promise.all([import('aos'), loadSwitchedOff(animationStylesUrl)])
        .then(([{ default: aos }, styles]) => {
          if (cancelled) return;
          // One task: AOS marks what is in view, then its styles apply; the browser styles both at once.
          aos.init({ duration: ANIMATION_MS, once: true });
          styles.media = 'all';
        })
        .catch((error: unknown) => console.warn('Scroll animations are unavailable.', error));
    };
    window.addEventListener('scroll', start, { once: true, passive: true });
    return () => {
      cancelled = true;
      window.removeEventListener('scroll', start);
    };
  }, []);
}
