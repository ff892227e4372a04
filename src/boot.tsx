/**
 * The React side of the site, loaded by the entry (main.ts) once it has started the page's reads: at once where the
 * page's first screen waits for data (the HTML has already asked for this chunk and the page's), else after the
 * first paint.
 */
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { restoreBuildData } from './app/buildData';
import { prerenderedPageAt } from './app/prerenderedPages';
import { SavedDataProvider } from './app/SavedDataProvider';
import { browserHistory } from './lib/browserHistory';
import { configResult } from './lib/config';
import { createQueryClient } from './lib/queries';
import { restoreSavedData } from './lib/savedQueries';
import { SEEN_COPY_ATTRIBUTE } from './lib/seenPages';

// Only a deployment with half its settings ever shows it.
const ConfigErrorPage = lazy(() => import('./app/ConfigErrorPage').then((m) => ({ default: m.ConfigErrorPage })));

const container = document.getElementById('root') as HTMLElement;

if (configResult.ok) {
  const client = createQueryClient();
  // A page prerendered with the build's data starts from it, as the prerender did (src/app/buildData.ts).
  restoreBuildData(client);
  // The public pages' data saved on this device by earlier visits comes back first (src/lib/savedQueries.ts).
  const app = (restored: boolean) => (
    <StrictMode>
      <SavedDataProvider client={client} restored={restored}>
        {/* BrowserRouter, on a history that can hold a navigation while the page asks (src/lib/browserHistory.ts). */}
        <HistoryRouter history={browserHistory}>
          <App />
        </HistoryRouter>
      </SavedDataProvider>
    </StrictMode>
  );
  // The build prerenders each public page (scripts/prerender.mjs): hydrate it where it is the page this address
  // shows. Anything else (the admin area's shell, a page served for another address) is rendered afresh.
  // Its lazy parts are loaded first, so that it hydrates in one pass. The page is already on the screen, so that pass
  // is a transition: React yields to the browser every few milliseconds rather than holding it for the whole page, and
  // puts the result on the screen in one commit (a tap meanwhile has it finish at once, then handles the tap).
  const page = prerenderedPageAt(window.location.pathname);
  if (page && container.dataset.page === page.id) {
    // A chunk that cannot be loaded: render all the same, and let the page's error boundary say so.
    const pageCode = page.preload().catch(() => undefined);
    if (container.hasAttribute(SEEN_COPY_ATTRIBUTE)) {
      // The service worker sent the page as this device last showed it, data and all (src/lib/seenPages.ts). That copy
      // is replaced, in one step, by the page rendered from the data saved beside it: the same page, now live (not
      // hydrated: React could not tell the copy from the HTML it renders itself).
      void Promise.all([restoreSavedData(client), pageCode]).then(() => startTransition(() => createRoot(container).render(app(true))));
    } else {
      void pageCode.then(() => startTransition(() => void hydrateRoot(container, app(false))));
    }
  } else {
    createRoot(container).render(app(false));
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
