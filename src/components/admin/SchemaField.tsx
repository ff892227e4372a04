import type { Control, FieldValues, Path } from 'react-hook-form';
import { ChoiceField } from './ChoiceField';
import { DateField } from './DateField';
import type { FieldChrome } from './FieldFrame';
import { useBoundField } from './FormTextField';
import type { TypedField } from './inputSchema';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { ADDRESS_MAX } from '@/lib/webAddress';

interface SchemaFieldProps<T extends FieldValues> extends Partial<FieldChrome> {
  control: Control<T, unknown, T>;
  name: Path<T>;
  /** The stored field's facts (its collection's field table): the control, its label and its limit. */
  field: TypedField;
  placeholder?: string;
  /** Added to a multi-line field's textarea. */
  textareaClassName?: string;
  /** How a choice's options read, where not as stored. */
  optionNames?: Readonly<Record<string, string>>;
}

/**
 * One typed field of a schema form (useSchemaForm.ts), drawn as its facts say: an address, a priority, a date or a choice field,
 * or a multi-line or one-line text field with the field's limit; labelled with the field's label unless `label` is
 * given. `error` (a problem the form found across fields) shows in place of the schema's.
 */
export function SchemaField<T extends FieldValues>({ control, name, field, label, error, textareaClassName, optionNames, ...chrome }: SchemaFieldProps<T>) {
  const bound = useBoundField(control, name);
  const props = { ...chrome, ...bound, label: label ?? field.label, error: error ?? bound.error };
  // An address: the phone's address keyboard, no spell check, 'https://' shown while empty.
  if (field.kind === 'address') return <TextField type="url" inputMode="url" maxLength={ADDRESS_MAX} placeholder="https://" spellCheck={false} {...props} />;
  // A priority: a browser's number field holds '' for anything but a number; lower numbers come first.
  if (field.kind === 'priority') return <TextField type="number" step="any" inputMode="numeric" inputClassName="field__input--priority" {...props} label={props.label ?? 'Priority'} />;
  if (field.kind === 'iso date') return <DateField {...props} />;
  if (field.kind === 'choice') return <ChoiceField {...props} options={field.options} optionNames={optionNames} />;
  // Text longer than its limit is kept, not cut, and the field says by how much: the form refuses it until it fits.
  if (field.multiline) return <TextAreaField {...props} limit={field.max} textareaClassName={textareaClassName} />;
  return <TextField {...props} limit={field.max} />;
}
