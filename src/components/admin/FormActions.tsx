import { useEffect, useState } from 'react';
import { WRITE_TIMEOUT_MS } from '@/lib/writes';

/** How long pictures upload before the form says that it can take a while, and how to stop. */
export const SLOW_UPLOAD_MS = 20_000;
export const SLOW_UPLOAD_TEXT =
  'Still uploading. On a slow connection this can take a few minutes; Cancel upload stops it and keeps everything you typed and picked.';

/** How long a save waits on the database (no upload running) before the form says so. */
export const SLOW_SAVE_MS = 5_000;
export const SLOW_SAVE_TEXT = `Still saving: the database has not answered yet. Everything you typed and picked is kept; if it has not answered within ${WRITE_TIMEOUT_MS / 1000} seconds, this form says so.`;

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
  const slowSave = useRunningFor(busy && onCancelUploads === undefined, SLOW_SAVE_MS);
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
      {(slow || slowSave) && (
        <p className="admin-hint admin-form__slow" role="status">
          {slow ? SLOW_UPLOAD_TEXT : SLOW_SAVE_TEXT}
        </p>
      )}
    </div>
  );
}
