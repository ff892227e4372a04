import type { InputHTMLAttributes, Ref } from 'react';
import { refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { FieldFrame, type FieldChrome } from './FieldFrame';

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id'> & {
    value: string;
    onChange: (value: string) => void;
    /** A limit that keeps what is longer and says by how much (FieldFrame); `maxLength` cuts it. */
    limit?: number;
    /** Added to the input's `field__input` class. */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled one-line input of an admin form. */
export function TextField({ label, hint, error, className, value, onChange, limit, inputClassName, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error ?? refusedCharacterMessage(value, false)} className={className} length={{ value, maxLength: inputProps.maxLength, limit }}>
      {(control) => (
        <input
          autoComplete="off"
          {...inputProps}
          {...control}
          className={inputClassName ? `field__input ${inputClassName}` : 'field__input'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
