import { useId } from 'react';
import { TextField, type TextFieldProps } from './TextField';

type Props = Omit<TextFieldProps, 'label' | 'children'> & {
  hint?: string;
  hintClassName?: string;
};

/** The required number input for an item's priority (read it with parseRequiredPriority), with an optional hint. */
export function PriorityField({ hint, hintClassName, inputMode = 'decimal', ...fieldProps }: Props) {
  const hintId = useId();
  return (
    <TextField label="Priority" type="number" step="any" inputMode={inputMode} required aria-describedby={hint ? hintId : undefined} {...fieldProps}>
      {hint && (
        <span id={hintId} className={hintClassName}>
          {hint}
        </span>
      )}
    </TextField>
  );
}
