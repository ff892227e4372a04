import type { ReactNode } from 'react';
import './admin.css';

/** The frame of every admin page: its heading, a line on what it changes, and its sections. */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="section admin-page">
      <h1 className="section__title">{title}</h1>
      <p className="admin-page__intro">{intro}</p>
      {children}
    </div>
  );
}

/** One block of an admin page ('Add …', 'Manage …'). */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-label={title}>
      <h2 className="admin-section__title">{title}</h2>
      {children}
    </section>
  );
}
