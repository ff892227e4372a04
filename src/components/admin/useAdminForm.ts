import { useState } from 'react';
import { useGuardedAction } from './useGuardedAction';

/** Problems with single fields, by field name; a field without a problem maps to null (or is left out). */
export type FieldProblems = Record<string, string | null>;

/**
 * The state of an admin form: busy while its one submission at a time runs, the form's message (the exact texts of
 * docs/product-rules.md#messages for its own rules), and hints on single fields for everything else.
 */
export function useAdminForm() {
  const action = useGuardedAction();
  const [fieldErrors, setFieldErrors] = useState<FieldProblems>({});

  /** Shows each problem beside its field (the first such field takes focus); true when there is none. */
  function checkFields(problems: FieldProblems): boolean {
    setFieldErrors(problems);
    return Object.values(problems).every((problem) => !problem);
  }

  return { ...action, fieldErrors, checkFields };
}

export type AdminFormState = ReturnType<typeof useAdminForm>;
