import { useEffect, useRef } from 'react';

/** A ref for an in-place editor's form whose first input receives focus when it opens, in place of the Edit button pressed. */
export function useFocusFirstInput() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);
  return form;
}
