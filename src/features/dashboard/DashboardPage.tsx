import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminPages, type AdminPageId } from '@/content/adminPages';
import './DashboardPage.css';

/**
 * `notices`: what the office should see on signing in; `counts`: what waits on a page, beside its button (the new
 * enquiries); the app composes both from the features.
 */
export function DashboardPage({ notices, counts = {} }: { notices?: ReactNode; counts?: Partial<Record<AdminPageId, ReactNode>> }) {
  return (
    <section className="section dashboard">
      <h1 className="section__title">Admin Dashboard</h1>
      <p className="dashboard__intro">Choose what to update. Changes appear on the public website straight away.</p>
      {notices}
      <nav aria-label="Manage the website">
        <ul className="bare-list dashboard__grid">
          {adminPages.map((page) => (
            <li key={page.id}>
              <Link className="card dashboard__button" to={page.path}>
                {page.label}
                {counts[page.id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
