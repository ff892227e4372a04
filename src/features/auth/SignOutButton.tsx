import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/content/adminPages';
import { browserHistory } from '@/lib/browserHistory';
import { signOut } from './authService';

/** Signs out and opens the sign-in page; with unsaved changes on the page, only once the person chooses to leave them. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleClick() {
    setBusy(true);
    setFailed(false);
    try {
      await signOut();
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      console.error('Sign-out failed.', error);
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => browserHistory.whenLeaving(() => void handleClick())} disabled={busy}>
        Sign out
      </button>
      {failed && <span role="alert">Could not sign out. Check the connection and try again.</span>}
    </>
  );
}
