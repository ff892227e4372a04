import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** The number input for an item's priority (a browser's number field holds '' for anything but a number); lower numbers come first. */
export function PriorityField({ label = 'Priority', ...fieldProps }: Omit<TextFieldProps, 'label'> & { label?: ReactNode }) {
  return <TextField label={label} type="number" step="any" inputMode="numeric" inputClassName="field__input--priority" {...fieldProps} />;
}
