import { useId, type ReactNode } from 'react';

/** What a field's control needs from its frame to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldChrome {
  label: ReactNode;
  /** A line under the control on how to fill it in. */
  hint?: ReactNode;
  /** What is wrong with the value, shown under the control (the control is marked invalid). */
  error?: string | null;
  /** Added to the wrapper's `field` class. */
  className?: string;
}

/**
 * A field's value and its limit: `maxLength`, its control's own (the browser cuts what is longer), or `limit`, which
 * keeps everything typed or pasted and says how much is too much (the form refuses to save until it fits).
 */
export interface FieldLength {
  value: string;
  maxLength?: number;
  limit?: number;
}

/**
 * What a field with a limit says once it is reached. The browser stops typing at a `maxLength` and cuts pasted text
 * silently, and on a phone the end of a long value is out of view: without this, a cut title goes unnoticed.
 */
function fullFieldNote({ value, maxLength, limit }: FieldLength): string | null {
  if (limit !== undefined && value.length > limit) {
    const over = value.length - limit;
    return `${over.toLocaleString('en-IN')} ${over === 1 ? 'character' : 'characters'} too long: at most ${limit.toLocaleString('en-IN')}. Nothing was cut; shorten it to save.`;
  }
  if (maxLength === undefined || value.length < maxLength) return null;
  return `At most ${maxLength.toLocaleString('en-IN')} characters: anything longer, typed or pasted, is not kept.`;
}

/**
 * The frame of one admin field: its label, the control, a hint and an error. The label is not wrapped around the
 * control, so the control's accessible name is the label alone; the hint and the error describe it.
 */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  length,
  children,
}: FieldChrome & {
  /** Given for a control with a maximum length: a live region says when the value has reached it. */
  length?: FieldLength;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const limited = length?.maxLength !== undefined || length?.limit !== undefined;
  const fullNote = length ? fullFieldNote(length) : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = fullNote ? `${id}-full` : undefined;
  const describedBy = [hintId, errorId, noteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <span id={hintId} className="admin-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      {/* Always there when the field is limited, so that screen readers announce the note when it appears. */}
      {limited && (
        <span id={noteId} className="admin-hint field__full" role="status">
          {fullNote}
        </span>
      )}
    </div>
  );
}
