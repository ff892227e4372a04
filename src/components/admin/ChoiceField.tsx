import type { Ref } from 'react';
import { FieldFrame, type FieldChrome } from './FieldFrame';

interface ChoiceFieldProps extends FieldChrome {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLSelectElement>;
  options: readonly string[];
  /** How the options read, where not as stored. */
  optionNames?: Readonly<Record<string, string>>;
}

/** A labelled choice of one of `options` in an admin form. */
export function ChoiceField({ label, hint, error, className, value, onChange, options, optionNames, ...selectProps }: ChoiceFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...selectProps} {...control} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionNames?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
