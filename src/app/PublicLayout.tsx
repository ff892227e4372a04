import { Link, Outlet } from 'react-router-dom';
import { school } from '../content/school';

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link className="site-header__brand" to="/">
          {school.name}
        </Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          © {school.foundedYear}–{new Date().getFullYear()} {school.name}, {school.city}. {school.motto}.
        </p>
      </footer>
    </>
  );
}
