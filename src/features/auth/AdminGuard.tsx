import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '@/content/adminPages';
import type { LoginState } from './returnPath';
import { useAdminStatus } from './useAdminStatus';

/**
 * Shows its children only to a user whose refreshed ID token carries `admin == true`; anyone else goes to
 * the login page, replacing the history entry, with the address they asked for, to which it returns them once they
 * have signed in (returnPath.ts). This is the interface's gate; firestore.rules is the real one.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  const { pathname, search, hash } = useLocation();
  if (status === 'checking') {
    return (
      <p className="status-line admin-checking" role="status">
        Checking authentication...
      </p>
    );
  }
  if (status !== 'admin') {
    const state: LoginState = { from: { pathname, search, hash } };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}
