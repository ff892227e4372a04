import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from './DateField';
import { TextField, type TextFieldProps } from './TextField';

/** A form's field as a control takes it: its name, value, problem and focus target, all react-hook-form's. */
export function useBoundField<T extends FieldValues>(control: Control<T, unknown, T>, name: Path<T>) {
  const { field: input, fieldState } = useController({ control, name });
  return { name: input.name, value: input.value as string, onChange: input.onChange, onBlur: input.onBlur, ref: input.ref, error: fieldState.error?.message };
}

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'value' | 'onChange' | 'name' | 'error'> & {
  control: Control<T, unknown, T>;
  name: Path<T>;
  /** A date field (an ISO date, or '' while incomplete). */
  date?: boolean;
};

/**
 * A one-line field of a schema form that is not a stored field (a schedule's day and time): its value, its problem
 * (from the form's `across`) and its focus are the form's.
 */
export function FormTextField<T extends FieldValues>({ control, name, date, ...props }: FormTextFieldProps<T>) {
  const bound = useBoundField(control, name);
  return date ? <DateField {...props} {...bound} /> : <TextField {...props} {...bound} />;
}
