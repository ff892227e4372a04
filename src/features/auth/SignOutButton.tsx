import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/content/adminPages';
import { signOut } from './authService';

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
      <button type="button" className="button button--secondary" onClick={handleClick} disabled={busy}>
        Sign out
      </button>
      {failed && <span role="alert">Could not sign out. Check the connection and try again.</span>}
    </>
  );
}
