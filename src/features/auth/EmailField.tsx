import type { Ref } from 'react';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  invalid?: boolean;
}

/** The staff account's email, as the sign-in form and the password reset ask for it (one account, one autofill). */
export function EmailField({ value, onChange, inputRef, describedBy, invalid }: EmailFieldProps) {
  return (
    <label className="field">
      <span className="field__label">Email</span>
      <input
        ref={inputRef}
        className="field__input"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={value}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
