import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { resetFailure, sendPasswordReset } from './authService';
import { EmailField } from './EmailField';
import {
  BACK_TO_SIGN_IN,
  RESET_FAILED,
  RESET_HEADING,
  RESET_INTRO,
  RESET_MISSING_EMAIL,
  RESET_SENDING,
  RESET_SUBMIT,
  resetSent,
} from './loginText';

interface PasswordResetFormProps {
  /** The sign-in form's email, shared: what is typed here is there on the way back, and the other way round. */
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

type Outcome = { kind: 'sent' | 'error'; text: string };

/** How long a second request for the address just sent to answers 'sent' again without another email. */
const RESEND_AFTER_MS = 60_000;

/**
 * 'Forgot password?': sends Firebase Auth's password-reset email. It says the same for every address, whether it has
 * an account or not; a refusal or a lost connection is said in words and leaves the address as typed. One email per
 * address and minute, however often it is tapped: a request in flight is guarded by a ref (two taps in the same tick),
 * and a tap that lands after the answer (a double tap on a fast link) says 'sent' again without sending.
 */
export function PasswordResetForm({ email, onEmailChange, onBack }: PasswordResetFormProps) {
  const sending = useRef(false);
  const lastSent = useRef<{ email: string; at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const introId = useId();
  const outcomeId = useId();

  // Opened by 'Forgot password?': the address is what to fill in or confirm.
  useEffect(() => input.current?.focus(), []);

  const show = (next: Outcome) => {
    setOutcome(next);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    if (!email.trim()) return show({ kind: 'error', text: RESET_MISSING_EMAIL });
    // The browser's own check of an email field's syntax (noValidate only keeps its bubble away).
    if (input.current?.validity.typeMismatch) return show({ kind: 'error', text: RESET_FAILED['invalid-email'] });
    const address = email.trim();
    const sent = { kind: 'sent', text: resetSent(address) } as const;
    if (lastSent.current?.email === address && Date.now() - lastSent.current.at < RESEND_AFTER_MS) return show(sent);
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      await sendPasswordReset(address);
      lastSent.current = { email: address, at: Date.now() };
      show(sent);
    } catch (error) {
      const reason = resetFailure(error);
      if (reason === 'other') console.error('The password-reset email could not be sent.', error);
      show({ kind: 'error', text: RESET_FAILED[reason] });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const failed = outcome?.kind === 'error';
  return (
    <>
      <form className="login__form" onSubmit={handleSubmit} aria-labelledby={headingId} noValidate>
        <h2 id={headingId} className="login__subtitle">
          {RESET_HEADING}
        </h2>
        <p id={introId} className="login__hint">
          {RESET_INTRO}
        </p>
        <EmailField
          value={email}
          onChange={onEmailChange}
          inputRef={input}
          describedBy={failed ? `${introId} ${outcomeId}` : introId}
          invalid={failed}
        />
        <button className="button login__submit" type="submit" disabled={busy}>
          {busy ? RESET_SENDING : RESET_SUBMIT}
        </button>
        <button className="button button--secondary login__submit" type="button" onClick={onBack}>
          {BACK_TO_SIGN_IN}
        </button>
      </form>
      {outcome && (
        <p
          id={outcomeId}
          ref={outcomeRef}
          className={failed ? 'form-status form-status--error login__error' : 'form-status form-status--success login__sent'}
          role={failed ? 'alert' : 'status'}
          tabIndex={-1}
        >
          {outcome.text}
        </p>
      )}
    </>
  );
}
