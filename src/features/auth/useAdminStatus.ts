import { useEffect, useState } from 'react';
import { checkAdminStatus, type AdminStatus } from './authService';

/** 'checking' until the refreshed token's claims have been read. */
export function useAdminStatus(): AdminStatus | 'checking' {
  const [status, setStatus] = useState<AdminStatus | 'checking'>('checking');
  useEffect(() => {
    let current = true;
    void checkAdminStatus().then((result) => current && setStatus(result));
    return () => {
      current = false;
    };
  }, []);
  return status;
}
