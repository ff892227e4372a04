import { useRef } from 'react';
import { useModalDialog } from '@/components/useModalDialog';
import { responsiveImage } from '@/lib/responsiveImage';

export interface ExpandedPhoto {
  src: string;
  alt: string;
}

/**
 * The full-size view of an event photo, over the whole page. A click anywhere on it, the close button or Escape
 * clears it. It is a native modal <dialog>: the page behind is inert while it is open, and focus goes back to the
 * photo that opened it.
 */
export function FullSizePhoto({ photo, onClose }: { photo: ExpandedPhoto | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = photo !== null;

  useModalDialog(dialog, open);

  return (
    // A click anywhere is a mouse shortcut for the close button; the keyboard has Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="event-photo-overlay"
      aria-label={photo ? `${photo.alt}, full size` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClose}
    >
      {photo && (
        <>
          {/* No handler of its own: its click reaches the dialog, which closes on any click. */}
          <button type="button" className="event-photo-overlay__close" aria-label="Close">
            ×
          </button>
          <img className="event-photo-overlay__image" {...responsiveImage(photo.src, '100vw')} alt={photo.alt} width={1200} height={800} />
        </>
      )}
    </dialog>
  );
}
