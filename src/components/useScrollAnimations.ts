import { useEffect } from 'react';

/** The specification's page animation: 1000 ms, played once; elements opt in with `data-aos="fade-up"`. */
const ANIMATION_MS = 1000;

/**
 * Starts the scroll animations (AOS) after the first paint, so they never delay the content, and not at all
 * when the visitor prefers reduced motion (elements then simply stay visible).
 */
export function useScrollAnimations(): void {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    Promise.all([import('aos'), import('aos/dist/aos.css')])
      .then(([{ default: aos }]) => {
        if (!cancelled) aos.init({ duration: ANIMATION_MS, once: true });
      })
      .catch((error: unknown) => console.warn('Scroll animations are unavailable.', error));
    return () => {
      cancelled = true;
    };
  }, []);
}
