/**
 * The footer's map waits while a page's code is loading: 'Loading...' then stands in for the page and the footer sits
 * near the top, only until the page arrives and pushes it down (src/app/layout/useShownWhenSeen.ts). jsdom lays
 * nothing out: its IntersectionObserver here reports every element in view, after a task, as a browser reports it
 * after the next frame.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
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
        readonly thresholds = [0];
        private watching = true;
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
          setTimeout(() => this.watching && this.report([entry], this as unknown as IntersectionObserver));
        }
        unobserve() {
          this.watching = false;
        }
        disconnect() {
          this.watching = false;
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("holds the footer's map back while the page's code is loading", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const NeverLoaded = lazy(() => new Promise<never>(() => undefined));
    renderLayout(<NeverLoaded />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // Every timer set runs: an observer of the footer, had one been made, would have reported it in view by now. The
    // placeholder holds the map's place, and no map is asked for.
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText(/Map of/)).toBeInTheDocument();
    expect(mapFrame()).toBeNull();
  });

  it('shows the map once the page is there', async () => {
    renderLayout(<h1>A page</h1>);
    await vi.waitFor(() => expect(mapFrame()).not.toBeNull());
  });
});
