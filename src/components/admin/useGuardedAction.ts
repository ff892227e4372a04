import { useId, useRef, useState, type SetStateAction } from 'react';
import { Refusal } from '@/lib/refusal';
import { UploadError } from '@/lib/uploadFile';
import { ConnectionRefusal, OfflineError, UnreachableError } from '@/lib/writes';
import type { FormMessage } from './FormStatus';
import { useLatestAction } from './adminPageState';

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
  const withReason = (reason: Error) => (text.includes(reason.message) ? text : `${text} ${reason.message}`);
  // Nothing reached the server (an upload that stalled, a save offline or unreachable): trying again is the answer.
  if ((error instanceof UploadError && error.reason === 'stalled') || error instanceof OfflineError || error instanceof UnreachableError) {
    return { kind: 'error', text: withReason(error), retry: true };
  }
  // A save that was not confirmed may have been applied: no Retry, the reason says to look at the list first.
  return { kind: 'error', text: error instanceof ConnectionRefusal ? withReason(error) : text };
}

/** Uploads refused for the person's file or connection, not for the site's settings or the host's answer. */
const USERS_UPLOAD_REASONS: ReadonlySet<UploadError['reason']> = new Set(['not-image', 'not-pdf', 'too-large', 'unreadable', 'network', 'cancelled', 'stalled']);

/**
 * Whether `error` is the person's situation, shown to them in the form, rather than a fault of the program or its
 * settings, which is also logged for whoever maintains the site.
 */
const isUsersSituation = (error: unknown): boolean =>
  error instanceof Refusal || (error instanceof UploadError && USERS_UPLOAD_REASONS.has(error.reason));

/**
 * Runs one action at a time. The guard is a ref, checked before anything is awaited: two taps in the same tick
 * (as a slow phone delivers them) start the action once, where a state flag would not have updated yet. Its message
 * is shown while it is the page's latest action (adminPageState.ts): one status per page.
 */
export function useGuardedAction() {
  const id = useId();
  const { latest, markLatest } = useLatestAction(id);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setShownMessage] = useState<FormMessage | null>(null);

  /** Shows `next` (a new message makes this the page's latest action), or changes the message shown. */
  const setMessage = (next: SetStateAction<FormMessage | null>) => {
    if (next !== null && typeof next !== 'function') markLatest();
    setShownMessage(next);
  };

  /**
   * Runs `action` unless one is running, or the device is offline. A text it resolves to is shown as its success; if it throws, `failure` (a
   * text, or one made from the error) is shown, and an error that is not the person's situation is logged. Resolves
   * whether it succeeded.
   */
  async function run(action: () => Promise<unknown>, failure: string | ((error: unknown) => string)): Promise<boolean> {
    if (running.current) return false;
    // Offline, nothing is started (no upload, no write): the form says so at once rather than waiting on a connection.
    if (!navigator.onLine) {
      markLatest();
      setMessage(failureMessage(failure, new OfflineError()));
      return false;
    }
    running.current = true;
    markLatest();
    setBusy(true);
    setMessage(null);
    try {
      const success = await action();
      setMessage(typeof success === 'string' ? { kind: 'success', text: success } : null);
      return true;
    } catch (error) {
      if (!isUsersSituation(error)) console.error(typeof failure === 'string' ? failure : 'An admin action failed.', error);
      setMessage(failureMessage(failure, error));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const fail = (text: string) => setMessage({ kind: 'error', text });

  return { busy, message: latest ? message : null, setMessage, fail, run };
}

/** The state of an admin form or item: busy while its one action runs, and its message. */
export type AdminFormState = ReturnType<typeof useGuardedAction>;
