/**
 * Passing a page's address on: the device's own share sheet (the Web Share API) where the browser has one, else the
 * address copied to the clipboard.
 */

export interface SharedLink {
  title: string;
  /** A short line the share sheet may send with the address. */
  text: string;
  url: string;
}

/**
 * What came of it: `shared` (the share sheet took it), `cancelled` (the visitor closed the sheet: nothing to say),
 * `copied` (the address is on the clipboard), or `failed` (neither worked: the page offers the address to copy).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Shares `link` through the share sheet, or copies its address; a share that fails for another reason is copied. */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(link) ?? true)) {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Refused (no permission here, or no share target worked): the clipboard may still do.
    }
  }
  return (await copyText(link.url)) ? 'copied' : 'failed';
}

/** Puts `text` on the clipboard: the Clipboard API, or, where it is missing or refused, a selection copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (a permission policy, a page without focus): try the older way below.
  }
  return copyBySelection(text);
}

/** The older way: select `text` in a hidden field and copy the selection, then give the focus back. */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement;
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  document.body.append(field);
  field.focus({ preventScroll: true });
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
