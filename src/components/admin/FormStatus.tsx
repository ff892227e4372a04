import { useEffect, useRef } from 'react';

export interface FormMessage {
  kind: 'success' | 'error';
  text: string;
  /** A failure that trying again may fix (an upload that stalled): the message offers Retry. */
  retry?: boolean;
}

/**
 * The outcome of a form (its exact messages: docs/product-rules.md#messages). Receives focus when it changes, so a keyboard
 * or screen-reader user hears the result of submitting. `onRetry` submits again, for a message that offers it.
 */
export function FormStatus({ message, onRetry }: { message: FormMessage | null; onRetry?: () => void }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) element.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <>
      <p ref={element} tabIndex={-1} className={`form-status form-status--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
        {message.text}
      </p>
      {message.retry && onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Retry
        </button>
      )}
    </>
  );
}
