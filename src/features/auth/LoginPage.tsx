import { useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { checkAdminStatus, isConnectionFailure, isRefusedSignIn, signIn } from './authService';
import { EmailField } from './EmailField';
import { FORGOT_PASSWORD, INVALID_CREDENTIALS, MISSING_CREDENTIALS, NOT_AN_ADMINISTRATOR, NO_CONNECTION } from './loginText';
import { PasswordField } from './PasswordField';
import { PasswordResetForm } from './PasswordResetForm';
import { returnPath } from './returnPath';
import { useAdminStatus } from './useAdminStatus';
import './LoginPage.css';

export function LoginPage() {
  const status = useAdminStatus();
  const navigate = useNavigate();
  // The admin page the guard sent the person here from (AdminGuard), else the dashboard.
  const destination = returnPath(useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  if (status === 'admin') return <Navigate to={destination} replace />;

  const fail = (message: string) => {
    setError(message);
    setBusy(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      fail(MISSING_CREDENTIALS);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
    } catch (signInError) {
      if (!isRefusedSignIn(signInError)) console.error('Sign-in failed.', signInError);
      fail(isConnectionFailure(signInError) ? NO_CONNECTION : INVALID_CREDENTIALS);
      return;
    }
    if ((await checkAdminStatus()) === 'admin') navigate(destination, { replace: true });
    else fail(NOT_AN_ADMINISTRATOR);
  }

  const openReset = () => {
    setError(null);
    setResetting(true);
  };

  const backToSignIn = () => {
    setResetting(false);
    requestAnimationFrame(() => forgotButton.current?.focus());
  };

  return (
    <section className="section login">
      <div className="card login__card">
        <h1 className="login__title">Staff sign-in</h1>
        <p className="login__intro">For school staff who keep the website up to date.</p>
        {resetting ? (
          <PasswordResetForm email={email} onEmailChange={setEmail} onBack={backToSignIn} />
        ) : (
          <>
            {/* noValidate: like every admin form, the page says what is missing instead of the browser's bubbles. */}
            <form className="login__form" onSubmit={handleSubmit} aria-describedby={error ? errorId : undefined} noValidate>
              <EmailField value={email} onChange={setEmail} />
              <PasswordField value={password} onChange={setPassword} />
              <button className="button login__submit" type="submit" disabled={busy}>
                {busy ? 'Signing in…' : 'Login'}
              </button>
            </form>
            {error && (
              <p id={errorId} ref={errorRef} className="form-status form-status--error login__error" role="alert" tabIndex={-1}>
                {error}
              </p>
            )}
            <button ref={forgotButton} className="text-button login__forgot" type="button" onClick={openReset}>
              {FORGOT_PASSWORD}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
