import { useCallback, useState } from 'react';

/**
 * A ref for an element and whether at least `threshold` of it has been in view once. Browsers without
 * IntersectionObserver count it as seen at once.
 */
export function useSeenOnce<TElement extends Element>(threshold: number): [(element: TElement | null) => (() => void) | undefined, boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (element: TElement | null) => {
      if (!element || seen) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { threshold },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [threshold, seen],
  );
  return [ref, seen];
}
