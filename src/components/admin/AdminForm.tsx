import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { refusedCharacter } from '@/lib/hiddenCharacters';
import { FormActions } from './FormActions';
import { FormStatus } from './FormStatus';
import { useAdminPageState } from './adminPageState';
import { RunningUploadsContext, type RunningUploads } from './runningUploads';
import type { AdminFormState } from './useGuardedAction';

interface AdminFormProps {
  form: AdminFormState;
  /** Runs after the browser's own validation is skipped: the form checks its fields itself. */
  onSubmit: () => void;
  submitLabel: string;
  busyLabel: string;
  /**
   * Given for an editor in a manage list: adds Cancel (also on Escape), and the first field takes focus in place of
   * the Edit button that opened it.
   */
  onCancel?: () => void;
  /** The form's accessible name, for an editor ('Edit Sports Day'). */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Whether a field of `form` holds a character that no text may hold (src/lib/hiddenCharacters.ts): then `fail` says,
 * in words, which character it is and in which field (the form's message takes focus, as every outcome does), and
 * nothing is saved. Every text field of every form is checked, whatever component draws it; TextField and
 * TextAreaField also say it under the field, and mark it invalid.
 */
function refuseHiddenCharacters(form: HTMLFormElement, fail: (text: string) => void): boolean {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type]), input[type="text"], input[type="url"], input[type="email"], input[type="search"], textarea')) {
    const character = refusedCharacter(field.value, field instanceof HTMLTextAreaElement);
    if (!character) continue;
    const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || 'A field';
    fail(`Nothing was saved: the field "${label}" holds ${character}, which is not allowed (it can make text read differently from what it says). Delete it, or type the text again instead of pasting it.`);
    return true;
  }
  return false;
}

/**
 * Every admin form: no browser bubbles (`noValidate`; the page shows the product's messages), fields that
 * cannot change while a save runs, the submit button ('Cancel upload' beside it while its pictures upload) and the
 * outcome (with Retry where trying again is the answer).
 */
export function AdminForm({ form, onSubmit, submitLabel, busyLabel, onCancel, label, className, children }: AdminFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const id = useId();
  const editor = onCancel !== undefined;
  const { busy } = form;
  const { setUnsaved } = useAdminPageState();
  const [uploadStops, setUploadStops] = useState<ReadonlyMap<string, () => void>>(new Map());
  const runningUploads = useMemo<RunningUploads>(
    () => ({
      report: (id, stop) =>
        setUploadStops((current) => {
          const next = new Map(current);
          if (stop) next.set(id, stop);
          else next.delete(id);
          return next;
        }),
    }),
    [],
  );
  const cancelUploads = busy && uploadStops.size > 0 ? () => uploadStops.forEach((stop) => stop()) : undefined;

  useEffect(() => {
    if (editor) element.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [editor]);

  useEffect(() => {
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onCancel && !busy) {
        event.preventDefault();
        onCancel();
      }
    };
    const current = element.current;
    current?.addEventListener('keydown', cancelOnEscape);
    return () => current?.removeEventListener('keydown', cancelOnEscape);
  }, [onCancel, busy]);

  // Unsaved from the first change typed or picked (LeaveGuard asks before leaving) until a save succeeds.
  const saved = form.message?.kind === 'success';
  useEffect(() => {
    if (saved) setUnsaved(id, false);
  }, [saved, id, setUnsaved]);
  useEffect(() => () => setUnsaved(id, false), [id, setUnsaved]);

  return (
    <form
      ref={element}
      className={className ? `admin-form ${className}` : 'admin-form'}
      aria-label={label}
      noValidate
      onInput={() => setUnsaved(id, true)}
      onChange={() => setUnsaved(id, true)}
      onSubmit={(event) => {
        event.preventDefault();
        if (element.current && refuseHiddenCharacters(element.current, form.fail)) return;
        onSubmit();
      }}
    >
      <fieldset className="bare-fieldset admin-form__fieldset" disabled={busy}>
        <RunningUploadsContext value={runningUploads}>{children}</RunningUploadsContext>
      </fieldset>
      <FormActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} onCancelUploads={cancelUploads} />
      <FormStatus message={form.message} onRetry={onSubmit} />
    </form>
  );
}
