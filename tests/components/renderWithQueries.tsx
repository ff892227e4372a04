import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/queries';

/**
 * Renders `ui` as the app does: inside the site's own query client (a fresh one, with no second try, so a failed
 * read shows at once) and a router. Returns the client too, to look into its cache.
 */
export function renderWithQueries(ui: ReactElement): ReturnType<typeof render> & { client: QueryClient } {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}
