import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ContentType } from '@/content/contentTypes';

/** The element id of an item in its admin list, which the Activity page links to (`<page>#item-events_gallery-<id>`). */
export const itemAnchor = (type: ContentType, id: string): string => `item-${type}-${id}`;

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The item of an admin list that the activity log names (`logged`): its element id, whether the address names it
 * (opened from the Activity page's link to it), and the ref of its element, brought into view when it is named.
 */
export function useLinkedItem(logged: { type: ContentType; id: string } | undefined) {
  const anchor = logged && itemAnchor(logged.type, logged.id);
  const ref = useRef<HTMLLIElement>(null);
  const linked = useSyncExternalStore(subscribeToHash, () => anchor !== undefined && window.location.hash === `#${anchor}`, () => false);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView({ block: 'center' });
  }, [linked]);
  return { anchor, linked, ref };
}
