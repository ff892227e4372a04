import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HideOnError } from '@/components/HideOnError';
import { PageErrorBoundary } from '@/components/PageErrorBoundary';

function Broken(): never {
  throw new Error('A section failed to render.');
}

beforeEach(() => {
  // React and the boundaries log the caught error; the test looks at what the visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HideOnError', () => {
  it('hides the section that failed to render and nothing else', () => {
    render(
      <>
        <p>Before</p>
        <HideOnError what="The events section">
          <section aria-label="Events">
            <Broken />
          </section>
        </HideOnError>
        <p>After</p>
      </>,
    );
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Events' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('The events section could not be shown.', expect.any(Error));
  });
});

describe('PageErrorBoundary', () => {
  it('shows a short message and Reload, never an empty page, when the page code cannot be downloaded', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/EventsPage-old.js')));
    render(
      <PageErrorBoundary resetKey="/OurEvents">
        <Suspense fallback={<p>Loading...</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the message on another address', async () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/broken">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    rerender(
      <PageErrorBoundary resetKey="/about">
        <h1>About</h1>
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
