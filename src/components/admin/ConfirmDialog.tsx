import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Modal } from '../Modal';
import './ConfirmDialog.css';

/** Resolves true only when the admin chooses the confirm button; Escape, the cross and Cancel resolve false. */
export type Confirm = (message: string, confirmLabel?: string) => Promise<boolean>;

interface PendingConfirm {
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

const ConfirmContext = createContext<Confirm | null>(null);

/** The in-page confirmation dialog of an admin page (the AdminPage shell provides it). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  const confirm = useCallback<Confirm>(
    (message, confirmLabel = 'Delete') => new Promise((resolve) => setPending({ message, confirmLabel, resolve })),
    [],
  );

  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal open={pending !== null} onClose={() => settle(false)} title="Please confirm" className="confirm-dialog">
        <p className="confirm-dialog__message">{pending?.message}</p>
        <div className="confirm-dialog__actions">
          {/* Cancel first and focused: Enter on a dialog that opened by mistake deletes nothing. In a modal
              dialog, autofocus is how HTML names the control that takes focus when it opens. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" className="button button--secondary" onClick={() => settle(false)} autoFocus>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => settle(true)}>
            {pending?.confirmLabel}
          </button>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider (the AdminPage shell) above it.');
  return confirm;
}
