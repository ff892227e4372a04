import { useState, type ReactNode } from 'react';
import { adminPages, type AdminPageId } from '@/content/adminPages';
import { AdminPageStateContext, createAdminPageState } from './adminPageState';
import { ConfirmProvider } from './ConfirmDialog';
import { LeaveGuard } from './LeaveGuard';
import './AdminPage.css';

/**
 * The frame of every admin page: its heading and a line on what it changes, the state its forms and actions share
 * (adminPageState.ts), and the question before it is left with unsaved changes.
 */
/** `intro`: the line under the heading, what the page changes. */
export function AdminPage({ page, intro, children }: { page: AdminPageId; intro: string; children: ReactNode }) {
  const title = adminPages.find((entry) => entry.id === page)?.title;
  const [state] = useState(createAdminPageState);
  return (
    <AdminPageStateContext value={state}>
      <ConfirmProvider>
        <div className="section admin-page">
          <h1 className="section__title">{title}</h1>
          <p className="admin-page__intro">{intro}</p>
          {children}
        </div>
        <LeaveGuard />
      </ConfirmProvider>
    </AdminPageStateContext>
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
