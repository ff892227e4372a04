import { useRef, useState } from 'react';
import type { FormMessage } from './FormStatus';

/**
 * Runs one action at a time. The guard is a ref, checked before anything is awaited: two taps in the same tick
 * (as a slow phone delivers them) start the action once, where a state flag would not have updated yet.
 */
export function useGuardedAction() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  /**
   * Runs `action` unless one is running. A text it resolves to is shown as its success; if it throws, the error is
   * logged and `failure` (a text, or one made from the error) is shown. Resolves whether it succeeded.
   */
  async function run(action: () => Promise<unknown>, failure: string | ((error: unknown) => string)): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setMessage(null);
    try {
      const success = await action();
      setMessage(typeof success === 'string' ? { kind: 'success', text: success } : null);
      return true;
    } catch (error) {
      console.error(typeof failure === 'string' ? failure : 'An admin action failed.', error);
      setMessage({ kind: 'error', text: typeof failure === 'string' ? failure : failure(error) });
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const fail = (text: string) => setMessage({ kind: 'error', text });

  return { busy, message, setMessage, fail, run };
}
