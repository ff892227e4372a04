import { useEffect, useRef, type ReactNode } from 'react';
import { FormActions } from './FormActions';
import { FormStatus } from './FormStatus';
import type { AdminFormState } from './useAdminForm';

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
 * Every admin form: no browser bubbles (`noValidate`; the page shows the specification's messages), fields that
 * cannot change while a save runs, the submit button and the outcome.
 */
export function AdminForm({ form, onSubmit, submitLabel, busyLabel, onCancel, label, className, children }: AdminFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const editor = onCancel !== undefined;
  const { busy, fieldErrors } = form;

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

  useEffect(() => {
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  return (
    <form
      ref={element}
      className={className ? `admin-form ${className}` : 'admin-form'}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="admin-form__fieldset" disabled={busy}>
        {children}
      </fieldset>
      <FormActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
      <FormStatus message={form.message} />
    </form>
  );
}
