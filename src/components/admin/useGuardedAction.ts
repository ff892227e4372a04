import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
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
function failureMessage(failure: Failure, error: unknown): FormMessage {
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

/** What a failed action says: a text, or one made from the error. */
type Failure = string | ((error: unknown) => string);

/** One run of an action: what it does, what its failure says, and whether that failure offers Retry. */
interface Attempt {
  action: () => Promise<unknown>;
  failure: Failure;
  retry: boolean;
}

/**
 * Runs one action at a time, as a mutation (react-query): busy while it runs, its outcome what it resolved to (a text
 * shown as its success) or how it failed. The guard is a ref, checked before anything is awaited: two taps in the same
 * tick (as a slow phone delivers them) start the action once, where the mutation's state would not have updated yet.
 * What the form says of itself (`setMessage`, `fail`: a field to correct, nothing to save) shows in place of the
 * outcome until the next action. Its message is shown while it is the page's latest action (adminPageState.ts): one
 * status per page.
 */
export function useGuardedAction() {
  const id = useId();
  const { latest, markLatest } = useLatestAction(id);
  const running = useRef(false);
  const attempt = useMutation({ mutationFn: ({ action }: Attempt) => action() });
  // undefined: nothing said since the last action, whose outcome shows.
  const [said, setSaid] = useState<FormMessage | null | undefined>(undefined);
  const { status, data, error, variables } = attempt;
  const outcome = useMemo((): FormMessage | null => {
    if (status === 'success') return typeof data === 'string' ? { kind: 'success', text: data } : null;
    if (status !== 'error' || !variables) return null;
    const message = failureMessage(variables.failure, error);
    return variables.retry ? { ...message, retry: true } : message;
  }, [status, data, error, variables]);

  /** Says `next` in place of the last action's outcome (a new message makes this the page's latest action). */
  const setMessage = (next: FormMessage | null) => {
    if (next !== null) markLatest();
    setSaid(next);
  };

  /**
   * Runs `action` unless one is running, or the device is offline. A text it resolves to is shown as its success; if
   * it throws, `failure` (a text, or one made from the error) is shown, with Retry when `retry` says so or trying again
   * is the answer, and an error that is not the person's situation is logged. Resolves whether it succeeded.
   */
  async function run(action: () => Promise<unknown>, failure: Failure, { retry = false } = {}): Promise<boolean> {
    if (running.current) return false;
    // Offline, nothing is started (no upload, no write): the form says so at once rather than waiting on a connection.
    if (!navigator.onLine) {
      setMessage(failureMessage(failure, new OfflineError()));
      return false;
    }
    running.current = true;
    markLatest();
    setSaid(undefined);
    try {
      await attempt.mutateAsync({ action, failure, retry });
      return true;
    } catch (error) {
      if (!isUsersSituation(error)) console.error(typeof failure === 'string' ? failure : 'An admin action failed.', error);
      return false;
    } finally {
      running.current = false;
    }
  }

  const fail = (text: string) => setMessage({ kind: 'error', text });
  const message = said === undefined ? outcome : said;

  return { busy: attempt.isPending, message: latest ? message : null, setMessage, fail, run };
}

/** The state of an admin form or item: busy while its one action runs, and its message. */
export type AdminFormState = ReturnType<typeof useGuardedAction>;
