import { useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * The sign-in form's password, with a Show / Hide button in the field (its name 'Show password' or 'Hide password').
 * The button never submits the form, and what is typed stays, caret included: a click leaves the focus in the field,
 * and the caret is put back where it was after the change of type (some browsers, Chromium 150 among them, move it to
 * the start).
 */
export function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const field = input.current;
    const kept = caret.current;
    caret.current = null;
    if (field && kept && document.activeElement === field) field.setSelectionRange(...kept);
  }, [shown]);

  const toggle = () => {
    const field = input.current;
    caret.current = field && field.selectionStart !== null && field.selectionEnd !== null ? [field.selectionStart, field.selectionEnd] : null;
    setShown((was) => !was);
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Password
      </label>
      <div className="password-field">
        <input
          ref={input}
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
          onClick={toggle}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}
