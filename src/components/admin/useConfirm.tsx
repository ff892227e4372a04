import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Modal } from '../Modal';

interface PendingConfirm {
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * An in-page confirmation dialog: `await confirm('Are you sure…?')` resolves true only when the admin chooses
 * the confirm button; Escape, the cross and Cancel resolve false. Render `dialog` once in the page.
 */
export function useConfirm(): { confirm: (message: string, confirmLabel?: string) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') => new Promise<boolean>((resolve) => setPending({ message, confirmLabel, resolve })),
    [],
  );

  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  const dialog = (
    <Modal open={pending !== null} onClose={() => settle(false)} title="Please confirm" className="confirm-dialog">
      <p className="confirm-dialog__message">{pending?.message}</p>
      <div className="confirm-dialog__actions">
        <button ref={cancelButton} type="button" className="button button--secondary" onClick={() => settle(false)} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => settle(true)}>
          {pending?.confirmLabel}
        </button>
      </div>
    </Modal>
  );

  return { confirm, dialog };
}
