/**
 * Calls `then` once the next frame has been painted: a `requestAnimationFrame` callback runs before its frame is
 * painted, and a task it queues runs after. (A page in a background tab gets no frames until it is shown.)
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then));
}

const PAINT_ID = 'early-paint';

/**
 * Calls `then` once `element` (a picture, or an element of text) has been painted: as the browser reports it (Element
 * Timing, in Chromium-based browsers: the time the frame was shown, which can come after the next task), else after
 * the first frame once a picture has loaded, or after the next frame for text.
 */
export function afterElementPainted(element: HTMLElement, then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('element')) {
    if (element instanceof HTMLImageElement && !element.complete) element.addEventListener('load', () => afterNextPaint(then), { once: true });
    else afterNextPaint(then);
    return;
  }
  element.setAttribute('elementtiming', PAINT_ID);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === PAINT_ID)) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'element', buffered: true });
}
