import type { ComponentType } from 'react';

/**
 * The features' pages and admin pages, by file, each loaded when first shown: a visitor downloads only the pages
 * they open, and never an admin page.
 */
const modules = {
  // The sign-in page, the dashboard and an announcement's page are routes of their own (adminRoutes.tsx, publicPages.ts).
  ...import.meta.glob<Record<string, ComponentType>>(['/src/features/*/*Page.tsx', '!**/LoginPage.tsx', '!**/DashboardPage.tsx', '!**/AnnouncementPage.tsx']),
  ...import.meta.glob<Record<string, ComponentType>>('/src/features/*/admin/*AdminPage.tsx'),
};

/**
 * The loader of the component that `file` (`src/features/<folder>/<Name>.tsx`, as the registry of areas names it)
 * exports under its own name. Throws at once, as the route table is built, when there is no such file.
 */
export function featureComponent(file: string): () => Promise<ComponentType> {
  const load = modules[`/${file}`];
  const name = file.replace(/^.*\/|\.tsx$/g, '');
  if (!load) throw new Error(`${file} does not exist: the registry of areas (src/content/areas.ts) names it.`);
  return async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${file} exports no ${name}.`);
    return component;
  };
}
