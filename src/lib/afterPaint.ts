/**
 * Calls `then` once the next frame has been painted: a `requestAnimationFrame` callback runs before its frame is
 * painted, and a task it queues runs after. (A page in a background tab gets no frames until it is shown.)
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then));
}
