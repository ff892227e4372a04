import { useEffect, useRef, useState } from 'react';
import { browserHistory } from '@/lib/browserHistory';
import { Modal } from '../Modal';
import { useHasUnsavedChanges } from './adminPageState';
import './ConfirmDialog.css';

/**
 * Asks before an admin page with unsaved changes is left (adminPageState.ts): a link in the
 * page (the dashboard button included), Back and Forward (in every browser: src/lib/browserHistory.ts) open an
 * in-page dialog, Stay (focused) or Leave without saving; a reload, closing the tab or an outside address get the
 * browser's own prompt. A page whose forms are all saved leaves without asking, and so does a move to a #section.
 */
export function LeaveGuard() {
  const unsaved = useHasUnsavedChanges();
  const [leave, setLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = browserHistory.holdLeaving((proceed) => setLeave(() => proceed));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [unsaved]);

  // Stay takes the focus once the dialog is open (the Modal's effect, a child's, has run): Enter loses nothing.
  const stay = useRef<HTMLButtonElement>(null);
  const asking = leave !== null;
  useEffect(() => {
    if (asking) stay.current?.focus();
  }, [asking]);

  const choose = (leaving: boolean) => {
    const go = leave;
    setLeave(null);
    if (leaving) go?.();
  };

  return (
    <Modal open={asking} onClose={() => choose(false)} title="Leave without saving?" className="confirm-dialog">
      <p className="confirm-dialog__message">You have changes on this page that are not saved. If you leave now, they are lost.</p>
      <div className="confirm-dialog__actions">
        <button ref={stay} type="button" className="button button--secondary" onClick={() => choose(false)}>
          Stay on this page
        </button>
        <button type="button" className="button button--danger" onClick={() => choose(true)}>
          Leave without saving
        </button>
      </div>
    </Modal>
  );
}
