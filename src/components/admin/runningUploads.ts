import { createContext, useContext, useEffect, useId } from 'react';

/**
 * How an image picker tells its form that its uploads are running, and how to stop them: the form shows
 * 'Cancel upload' beside its busy button while any runs (its fields, the picker's included, are disabled then).
 */
export interface RunningUploads {
  /** `stop` while the picker `id` uploads; null when it does not. */
  report: (id: string, stop: (() => void) | null) => void;
}

export const RunningUploadsContext = createContext<RunningUploads | null>(null);

/** Reports `stop` to the enclosing admin form while `uploading`. */
export function useReportUploads(uploading: boolean, stop: () => void): void {
  const running = useContext(RunningUploadsContext);
  const id = useId();
  useEffect(() => {
    if (!running || !uploading) return;
    running.report(id, stop);
    return () => running.report(id, null);
  }, [running, id, uploading, stop]);
}
