/**
 * The footer's map waits while a page's code is loading: 'Loading...' then stands in for the page and the footer sits
 * near the top, only until the page arrives and pushes it down (src/app/layout/useShownWhenSeen.ts). jsdom lays
 * nothing out: its IntersectionObserver here reports every element in view, after a task, as a browser reports it
 * after the next frame.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '@/app/PublicLayout';
import { createQueryClient } from '@/lib/queries';

const mapFrame = () => document.querySelector('iframe.contact__map-embed');

function renderLayout(page: React.ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/somewhere" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the public layout', () => {
  beforeEach(() => {
    // The layout's scroll animations ask whether the visitor prefers reduced motion: they do, so nothing loads.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    vi.stubGlobal('scrollTo', () => undefined);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private watching = true;
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          setTimeout(() => this.watching && this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
        }
        disconnect() {
          this.watching = false;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("holds the footer's map back while the page's code is loading", async () => {
    const NeverLoaded = lazy(() => new Promise<never>(() => undefined));
    renderLayout(<NeverLoaded />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // The observer has reported the footer in view: the placeholder holds the map's place, and no map is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(/Map of/)).toBeInTheDocument();
    expect(mapFrame()).toBeNull();
  });

  it('shows the map once the page is there', async () => {
    renderLayout(<h1>A page</h1>);
    await vi.waitFor(() => expect(mapFrame()).not.toBeNull());
  });
});
