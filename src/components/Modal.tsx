import { useId, useRef, type ReactNode } from 'react';
import { useBackCloses } from './useBackCloses';
import { useModalDialog } from './useModalDialog';
import './Modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, also shown as its heading. */
  title: string;
  children: ReactNode;
  /** Visually hide the heading (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  /** The phone's Back button closes it and stays on the page (useBackCloses): for photos, as the lightbox does. */
  closeOnBack?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside it, Escape closes it, and
 * focus returns to the control that opened it. Page scrolling is locked while it is open. With `closeOnBack` (a
 * gallery of photos), the phone's Back button closes it too.
 */
export function Modal({ open, onClose, title, children, hideTitle = false, className = '', closeOnBack = false }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(dialog, open);
  useBackCloses(closeOnBack && open, onClose);

  return (
    // A click on the backdrop is a mouse shortcut for the close button; the keyboard has Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
