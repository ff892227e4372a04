/**
 * The React side of the site, loaded by the entry (main.ts) once it has started the page's reads: at once where the
 * page's first screen waits for data (the HTML has already asked for this chunk and the page's), else after the
 * first paint.
 */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageIdOf, prerenderedPageAt } from './app/prerenderedPages';
import { configResult } from './lib/config';
import { createQueryClient } from './lib/queries';
import { afterRestore, savedQueryOptions } from './lib/savedQueries';

// Only a deployment with half its settings ever shows it.
const ConfigErrorPage = lazy(() => import('./app/ConfigErrorPage').then((m) => ({ default: m.ConfigErrorPage })));

const container = document.getElementById('root') as HTMLElement;

if (configResult.ok) {
  const client = createQueryClient();
  // The public pages' data saved on this device by earlier visits comes back first (src/lib/savedQueries.ts).
  const app = (
    <StrictMode>
      <PersistQueryClientProvider client={client} persistOptions={savedQueryOptions} onSuccess={afterRestore(client)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PersistQueryClientProvider>
    </StrictMode>
  );
  // The build prerenders each public page (scripts/prerender.mjs): hydrate it where it is the page this address
  // shows. Anything else (the admin area's shell, a page served for another address) is rendered afresh.
  // Its lazy parts are loaded first, so that it hydrates in one pass.
  const page = prerenderedPageAt(window.location.pathname);
  if (page && container.dataset.page === pageIdOf(page)) {
    void page.preload().then(
      () => hydrateRoot(container, app),
      // A chunk that cannot be loaded: render, and let the page's error boundary say so.
      () => hydrateRoot(container, app),
    );
  } else {
    createRoot(container).render(app);
  }
} else {
  createRoot(container).render(
    <StrictMode>
      <Suspense>
        <ConfigErrorPage missing={configResult.missing} />
      </Suspense>
    </StrictMode>,
  );
}
