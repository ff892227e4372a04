import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/content/adminPages';
import { useAdminStatus } from './useAdminStatus';

/**
 * Shows its children only to a user whose refreshed ID token carries `admin == true`; anyone else goes to
 * the login page, replacing the history entry. This is the interface's gate; firestore.rules is the real one.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  if (status === 'checking') {
    return (
      <p className="status-line admin-checking" role="status">
        Checking authentication...
      </p>
    );
  }
  if (status !== 'admin') return <Navigate to={LOGIN_PATH} replace />;
  return children;
}
