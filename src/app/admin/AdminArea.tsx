import { Link, Outlet } from 'react-router-dom';
import { DASHBOARD_PATH } from '@/content/adminPages';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { SignOutButton } from '@/features/auth/SignOutButton';
import './AdminArea.css';

/** Every admin page: behind the guard, with a bar leading back to the dashboard and a sign-out control. */
export function AdminArea() {
  return (
    <AdminGuard>
      <div className="admin-bar">
        <Link className="admin-bar__home" to={DASHBOARD_PATH}>
          Admin dashboard
        </Link>
        <SignOutButton />
      </div>
      <Outlet />
    </AdminGuard>
  );
}
