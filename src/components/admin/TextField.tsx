import type { InputHTMLAttributes, ReactNode } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Added to the wrapping label's `field` class. */
  className?: string;
  /** Added to the input's `field__input` class. */
  inputClassName?: string;
  /** Shown after the input, inside the label (a hint, say). */
  children?: ReactNode;
};

/** A labelled one-line input of an admin form: the label wraps the input. */
export function TextField({ label, value, onChange, className, inputClassName, children, ...inputProps }: TextFieldProps) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field__label">{label}</span>
      <input
        {...inputProps}
        className={inputClassName ? `field__input ${inputClassName}` : 'field__input'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </label>
  );
}
