import { TextField, type TextFieldProps } from './TextField';

/** The number input for an item's priority (read it with parseRequiredPriority); lower numbers come first. */
export function PriorityField({ label = 'Priority', ...fieldProps }: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return <TextField label={label} type="number" step="any" inputMode="numeric" inputClassName="field__input--priority" {...fieldProps} />;
}
