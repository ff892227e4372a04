import { Link } from 'react-router-dom';
import { adminPages } from '@/content/adminPages';
import './DashboardPage.css';

export function DashboardPage() {
  return (
    <section className="section dashboard">
      <h1 className="section__title">Admin Dashboard</h1>
      <p className="dashboard__intro">Choose what to update. Changes appear on the public website straight away.</p>
      <nav aria-label="Manage the website">
        <ul className="dashboard__grid">
          {adminPages.map((page) => (
            <li key={page.id}>
              <Link className="dashboard__button" to={page.path}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
