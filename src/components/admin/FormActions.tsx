interface Props {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Given for an in-place editor: adds Cancel, and both buttons are small to fit inside the list item. */
  onCancel?: () => void;
}

/** The submit button of an admin form (disabled and relabelled while working), and Cancel for an editor. */
export function FormActions({ busy, submitLabel, busyLabel, onCancel }: Props) {
  return (
    <div className="admin-form__actions">
      <button type="submit" className={onCancel ? 'button button--small' : 'button'} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
