import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormChangeContext } from './formChange';
import { FormStatus } from './FormStatus';
import { useAdminPageState } from './adminPageState';
import { RunningUploadsContext, type RunningUploads } from './runningUploads';
import type { AdminFormState } from './useGuardedAction';

interface AdminFormProps {
  form: AdminFormState;
  /** Runs after the browser's own validation is skipped: the form checks its fields itself (its schema). */
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
  const changed = useCallback(() => setUnsaved(id, true), [id, setUnsaved]);
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
      // Escape in a dialog the form opened (its preview) closes that dialog, not the editor.
      const inDialog = event.target instanceof Element && event.target.closest('dialog') !== null;
      if (event.key === 'Escape' && onCancel && !busy && !inDialog) {
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
      onInput={changed}
      onChange={changed}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="bare-fieldset admin-form__fieldset" disabled={busy}>
        <RunningUploadsContext value={runningUploads}>
          <FormChangeContext value={changed}>{children}</FormChangeContext>
        </RunningUploadsContext>
      </fieldset>
      <FormActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} onCancelUploads={cancelUploads} />
      <FormStatus message={form.message} onRetry={onSubmit} />
    </form>
  );
}
