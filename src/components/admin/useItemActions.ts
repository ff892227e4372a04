import { useState } from 'react';
import { errorText } from './errorText';
import type { FormMessage } from './FormStatus';

interface Options {
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
  onChanged: () => void;
}

/**
 * The state of one item in a manage list: editing in place or not, busy, its message; `run` performs a change
 * and `remove` a deletion behind the confirmation dialog, each showing `❌ failure: reason` if it fails.
 */
export function useItemActions({ confirm, onChanged }: Options) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  async function attempt(action: () => Promise<void>, failure: string, idleAfterSuccess: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      console.error(failure, error);
      setMessage({ kind: 'error', text: `❌ ${failure}: ${errorText(error)}` });
      setBusy(false);
      return;
    }
    setEditing(false);
    onChanged();
    if (idleAfterSuccess) setBusy(false);
  }

  const run = (action: () => Promise<void>, failure: string) => attempt(action, failure, true);

  async function remove(question: string, action: () => Promise<void>, failure: string, confirmLabel?: string) {
    // A deleted item stays busy: it leaves the list when the list has read again, and must not be deleted twice.
    if (await confirm(question, confirmLabel)) await attempt(action, failure, false);
  }

  /** For an in-place editor's onSaved: back to the saved item, and the list reads again. */
  function finishEditing() {
    setEditing(false);
    onChanged();
  }

  return { editing, setEditing, busy, message, setMessage, run, remove, finishEditing };
}
