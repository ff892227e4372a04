import type { Control, FieldValues, Path } from 'react-hook-form';
import { ChoiceField } from './ChoiceField';
import { DateField } from './DateField';
import type { FieldChrome } from './FieldFrame';
import { useBoundField } from './FormTextField';
import type { TypedField } from './inputSchema';
import { PriorityField } from './PriorityField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { WebAddressField } from './WebAddressField';

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
  if (field.kind === 'address') return <WebAddressField {...props} />;
  if (field.kind === 'priority') return <PriorityField {...props} />;
  if (field.kind === 'iso date') return <DateField {...props} />;
  if (field.kind === 'choice') return <ChoiceField {...props} options={field.options} optionNames={optionNames} />;
  if (field.multiline) return <TextAreaField {...props} maxLength={field.max} textareaClassName={textareaClassName} />;
  return <TextField {...props} maxLength={field.max} />;
}
