/**
 * The build's prerender step (scripts/prerender.mjs) imports this module from a server bundle: it renders each
 * public page to HTML as the browser's first render will produce it, so that src/boot.tsx can hydrate it. Data
 * sections render their loading state, the data arriving in the browser, except on a page the build reads for
 * (`buildReads`): that page is rendered with the data, which goes into its HTML for the browser to start from.
 */
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { buildDataScript } from './app/buildData';
import { adminPathPrefixes, prerenderedHeads } from './app/pageHeads';
import type { PageId } from './app/pageIds';
import { firstDocumentRequests, showsDataFirst } from './app/pageReads';
import { school } from './content/school';
import { admissionsQuery } from './features/admissions/admissionsQueries';
import { feeContentQuery } from './features/fee-payment/feePaymentQueries';
import { configResult, publicSiteUrl } from './lib/config';
import { firestoreOrigin } from './lib/firestoreRest';
import { createQueryClient } from './lib/queries';

/** What the build writes, and what it needs to know to write it. */
export const site = {
  /** False for a build without its Firebase settings: the browser then shows the configuration error page. */
  canPrerender: configResult.ok,
  schoolName: school.name,
  /** Where the site is published, for canonical and link-preview addresses. */
  url: publicSiteUrl('http://localhost:5173'),
  /** Where the pages read their data: connected to while the scripts load (DNS, TCP and TLS: three round trips on a phone). */
  dataOrigin: configResult.ok ? firestoreOrigin(configResult.config) : '',
  /**
   * `showsDataFirst`: the page's HTML links React's chunks, for its first screen waits for data; and then
   * `dataRequests`: the documents it reads first, which its HTML preloads (src/app/pageReads.ts).
   */
  pages: await Promise.all(
    prerenderedHeads.map(async (head) => {
      const { id } = head;
      return { head, id, showsDataFirst: showsDataFirst(id), dataRequests: configResult.ok && showsDataFirst(id) ? await firstDocumentRequests(id) : [] };
    }),
  ),
  robotsDisallow: adminPathPrefixes,
};

/**
 * The reads the build makes for a page, by page id, so that its HTML holds the content (the office's fee and admissions
 * pages, and the home page's line on admissions under the hero's doors) rather than 'Loading...' or a line that
 * arrives later. A read that fails leaves the page to load its data in the browser.
 */
const buildReads: Partial<Record<PageId, (client: QueryClient) => Promise<unknown>>> = {
  '/': (client) => client.prefetchQuery(admissionsQuery),
  '/FeePayment': (client) => client.prefetchQuery(feeContentQuery),
  '/admissions': (client) => client.prefetchQuery(admissionsQuery),
};

function page(path: string, client: QueryClient) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * React sends a large or late Suspense boundary's content after its fallback, with an inline script that swaps it in.
 * A prerendered file arrives whole: every boundary in place, and no inline script.
 */
const WHOLE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * The HTML inside `<div id="root">` for `path` (page `pageId`), and the script element of the data the build read for
 * it ('' when none). The first render loads the page's lazy parts; the second, with them loaded, renders the whole
 * page in place.
 */
export async function renderPage(path: string, pageId: PageId): Promise<{ body: string; buildData: string }> {
  const client = createQueryClient();
  await buildReads[pageId]?.(client);
  await prerender(page(path, client), WHOLE);
  const { prelude } = await prerender(page(path, client), WHOLE);
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:')) throw new Error(`${path}: part of the page was still loading when it was prerendered.`);
  const state = dehydrate(client);
  return { body: html, buildData: state.queries.length > 0 ? buildDataScript(state) : '' };
}
