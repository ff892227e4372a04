/**
 * A page prerendered with data the build read (src/entry-server.tsx, `buildReads`): its HTML holds that data, in a
 * JSON script element, so that the browser's first render is the prerendered page and hydrates it; the data is then
 * read again and the page updates in place.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the element that holds a page's build data. */
export const BUILD_DATA_ID = 'build-data';

/** `state` as the content of a script element: `<` escaped, so that no text in the data can end the element. */
export const buildDataScript = (state: DehydratedState): string =>
  `<script type="application/json" id="${BUILD_DATA_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** Puts the data the page was prerendered with into `client`, marked stale: shown at once, and read again. */
export function restoreBuildData(client: QueryClient): void {
  const text = document.getElementById(BUILD_DATA_ID)?.textContent;
  if (!text) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return;
  }
  hydrate(client, state);
  for (const { queryKey } of state.queries) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}
