import { useEffect, useRef } from 'react';

export interface FormMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The outcome of a form (the specification's exact messages). Receives focus when it changes, so a keyboard
 * or screen-reader user hears the result of submitting.
 */
export function FormStatus({ message }: { message: FormMessage | null }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) element.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={element} tabIndex={-1} className={`form-status form-status--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}
