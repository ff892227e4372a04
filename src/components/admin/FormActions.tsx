import { useEffect, useState } from 'react';

/** How long pictures upload before the form says that it can take a while, and how to stop. */
export const SLOW_UPLOAD_MS = 20_000;
export const SLOW_UPLOAD_TEXT =
  'Still uploading. On a slow connection this can take a few minutes; Cancel upload stops it and keeps everything you typed and picked.';

/** Whether `running` has been true for `ms` without a break. */
function useRunningFor(running: boolean, ms: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [running, ms]);
  return running && long;
}

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
  const slow = useRunningFor(onCancelUploads !== undefined, SLOW_UPLOAD_MS);
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
      {slow && (
        <p className="admin-hint admin-form__slow" role="status">
          {SLOW_UPLOAD_TEXT}
        </p>
      )}
    </div>
  );
}
