import { useRef, useState } from 'react';
import { UploadError } from '@/lib/uploadFile';
import { WriteTimeoutError } from '@/lib/writes';
import type { FormMessage } from './FormStatus';

/**
 * What the form says when `error` stopped it. A cancelled upload is not a failure: nothing was saved and every
 * input stays. An upload that stalled or could not reach the host offers Retry. A write that timed out says why
 * after the form's own text.
 */
function failureMessage(failure: string | ((error: unknown) => string), error: unknown): FormMessage {
  if (error instanceof UploadError && error.reason === 'cancelled') {
    return { kind: 'error', text: 'Upload cancelled. Nothing was saved; everything you typed and picked is still here.' };
  }
  const text = typeof failure === 'string' ? failure : failure(error);
  if (error instanceof UploadError && error.reason === 'stalled') return { kind: 'error', text: `${text} ${error.message}`, retry: true };
  return { kind: 'error', text: error instanceof WriteTimeoutError && !text.includes(error.message) ? `${text} ${error.message}` : text };
}

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
      setMessage(failureMessage(failure, error));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const fail = (text: string) => setMessage({ kind: 'error', text });

  return { busy, message, setMessage, fail, run };
}
