import { useEffect, useState } from 'react';

/** `text` once it has not changed for `delayMs`: a search runs when the visitor pauses, not at every key. */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
