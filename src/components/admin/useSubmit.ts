import { useState } from 'react';
import type { FormMessage } from './FormStatus';

/**
 * Busy flag and message of an admin form. `submit` clears the message, runs `work` while busy and, if it throws,
 * logs and shows `failure` (a text, or one made from the error); `work` sets any success message itself.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const showError = (text: string) => setMessage({ kind: 'error', text });

  async function submit(work: () => Promise<void>, failure: string | ((error: unknown) => string), logText: string) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      console.error(logText, error);
      showError(typeof failure === 'string' ? failure : failure(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, setMessage, showError, submit };
}
