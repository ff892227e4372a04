interface Props {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Given for an in-place editor: adds Cancel, and both buttons are small to fit inside the list item. */
  onCancel?: () => void;
  /** Given while the form's pictures upload: adds 'Cancel upload', which stops them and keeps every input. */
  onCancelUploads?: () => void;
}

/** The submit button of an admin form (disabled and relabelled while working), and Cancel for an editor. */
export function FormActions({ busy, submitLabel, busyLabel, onCancel, onCancelUploads }: Props) {
  return (
    <div className="admin-form__actions">
      <button type="submit" className={onCancel ? 'button button--small' : 'button'} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {onCancelUploads && (
        <button type="button" className={onCancel ? 'button button--secondary button--small' : 'button button--secondary'} onClick={onCancelUploads}>
          Cancel upload
        </button>
      )}
      {onCancel && (
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
