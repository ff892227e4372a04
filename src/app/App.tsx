import { Route, Routes } from 'react-router-dom';
import { adminRoutes } from './admin/adminRoutes';
import { HomePage } from './HomePage';
import { PublicLayout } from './PublicLayout';
import { announcementPage, notFoundPage, publicPages } from './publicPages';
import { TitledPage } from './TitledPage';

/**
 * The route table. The router itself is supplied by the entry point (a browser router in src/boot.tsx). Every path
 * matches as written, as Hosting serves it (firebase.json): the routes and aliases of docs/product-rules.md#public-pages,
 * nothing else.
 */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route caseSensitive path="/" element={<TitledPage title={null} Page={HomePage} />} />
        {publicPages.flatMap(({ paths, title, Page }) =>
          paths.map((path) => <Route key={path} caseSensitive path={path} element={<TitledPage title={title} Page={Page} />} />),
        )}
        {/* It sets its own title, once the announcement is read. */}
        <Route caseSensitive path={announcementPage.route} element={<announcementPage.Page />} />
        {adminRoutes()}
        <Route path="*" element={<TitledPage title="Page not found" Page={notFoundPage} />} />
      </Route>
    </Routes>
  );
}
