import { useId, useState } from 'react';

/**
 * The sign-in form's password, with a Show / Hide button in the field (its name 'Show password' or 'Hide password').
 * The button never submits the form, and what is typed stays, caret included: a click leaves the focus in the field
 * (the browser keeps the caret through the change of type).
 */
export function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [shown, setShown] = useState(false);
  const id = useId();

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Password
      </label>
      <div className="password-field">
        <input
          id={id}
          className="field__input password-field__input"
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          // A pointer's press would move the focus (and the caret) out of the field: the keyboard reaches it by Tab.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}
