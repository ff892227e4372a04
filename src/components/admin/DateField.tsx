import { TextField, type TextFieldProps } from './TextField';

/** What the admin is told when a date field holds no day the site can store (the rules take the years 1900-2099). */
export const DATE_OUT_OF_RANGE = 'Enter a day, month and year between 1900 and 2099.';

/** A labelled date field of an admin form (an ISO date, or '' while incomplete), in the years the rules accept. */
export function DateField(props: Omit<TextFieldProps, 'type' | 'min' | 'max'>) {
  return <TextField {...props} type="date" min="1900-01-01" max="2099-12-31" />;
}
