import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../Modal';
import { useHasUnsavedChanges } from './unsavedChanges';
import './ConfirmDialog.css';

/**
 * Asks before an admin page with unsaved changes is left (src/components/admin/unsavedChanges.ts): a link in the
 * page (the dashboard button included) or Back and Forward open an in-page dialog, Stay (focused) or Leave without
 * saving; a reload, closing the tab or an outside address get the browser's own prompt. A page whose forms are all
 * saved leaves without asking.
 *
 * The site's BrowserRouter has no navigation blocker, so the guard stops what would leave before the router sees it:
 * a link's click (capture phase on the document, before React's listener on the root), and Back or Forward through
 * the Navigation API's cancelable `navigate` event (a popstate comes too late: the router's listener runs first).
 * A browser without that API leaves on Back without asking; the other ways still ask.
 */
export function LeaveGuard() {
  const unsaved = useHasUnsavedChanges();
  const navigate = useNavigate();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  // Set once the person chose to leave by Back or Forward: that traversal goes through.
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const { navigation } = window;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      // Another site: the browser's own prompt (beforeunload). The same page (a #section): nothing is left.
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      event.preventDefault();
      event.stopPropagation();
      setLeave(() => () => navigate(`${url.pathname}${url.search}${url.hash}`));
    };

    const onNavigate = (event: NavigateEvent) => {
      if (leaving.current || event.navigationType !== 'traverse' || !event.cancelable) return;
      event.preventDefault();
      const { key } = event.destination;
      setLeave(() => () => {
        leaving.current = true;
        navigation.traverseTo(key);
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    // Absent in older browsers, whatever the types say.
    (navigation as Navigation | undefined)?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      (navigation as Navigation | undefined)?.removeEventListener('navigate', onNavigate);
    };
  }, [unsaved, navigate]);

  useEffect(() => {
    if (!unsaved) leaving.current = false;
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
