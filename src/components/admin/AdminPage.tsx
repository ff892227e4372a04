import type { ReactNode } from 'react';
import { adminPageIntros } from '@/content/adminPageIntros';
import { adminPages, type AdminPageId } from '@/content/adminPages';
import { ConfirmProvider } from './ConfirmDialog';
import './AdminPage.css';

/** The frame of every admin page: its heading and a line on what it changes (both from content/adminPages.ts). */
export function AdminPage({ page, children }: { page: AdminPageId; children: ReactNode }) {
  const title = adminPages.find((entry) => entry.id === page)?.title;
  const intro = adminPageIntros[page];
  return (
    <ConfirmProvider>
      <div className="section admin-page">
        <h1 className="section__title">{title}</h1>
        <p className="admin-page__intro">{intro}</p>
        {children}
      </div>
    </ConfirmProvider>
  );
}

/** One block of an admin page ('Add …', 'Manage …'). */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card admin-section" aria-label={title}>
      <h2 className="admin-section__title">{title}</h2>
      {children}
    </section>
  );
}
