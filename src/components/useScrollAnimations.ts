import { useEffect } from 'react';

/** The page animation (docs/product-rules.md#constants): 1000 ms, played once; elements opt in with `data-aos="fade-up"`. */
const ANIMATION_MS = 1000;

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
      Promise.all([import('aos'), import('aos/dist/aos.css')])
        .then(([{ default: aos }]) => {
          if (!cancelled) aos.init({ duration: ANIMATION_MS, once: true });
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
