import { act, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { useBackCloses } from '@/components/useBackCloses';

/** A photo viewer as the pages use it: loaded on the first Open (so it mounts open), then kept and shown or hidden. */
function Page() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Open
      </button>
      {requested && <Viewer open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

function Viewer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  return open ? (
    <button type="button" onClick={onClose}>
      Close
    </button>
  ) : null;
}

const ROUTER_STATE = { usr: null, key: 'router-key', idx: 3 };
/** Resolves on the next popstate: a Back has landed (jsdom goes back in a task of its own). */
const nextPopState = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

/**
 * Opens the viewer in React's strict mode, which runs a mounting component's effects twice: the first run's step is
 * taken away by a Back, and the second run's is added once that Back has landed.
 */
async function openFirstTime(view: ReturnType<typeof render>): Promise<void> {
  const doubleRunSettled = nextPopState();
  await act(async () => view.getByRole('button', { name: 'Open' }).click());
  await act(() => doubleRunSettled);
}

describe('useBackCloses', () => {
  test('opening adds one step at the same address, keeping the router’s state; Back closes it and stays there', async () => {
    window.history.replaceState(ROUTER_STATE, '', '/Announcements/notice');
    const before = window.history.length;
    const view = render(<Page />, { wrapper: StrictMode });

    await openFirstTime(view);
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/Announcements/notice');
    expect(window.history.state).toMatchObject(ROUTER_STATE);
    expect(window.history.state).not.toEqual(ROUTER_STATE);

    const landed = nextPopState();
    window.history.back();
    await act(() => landed);
    expect(view.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(window.location.pathname).toBe('/Announcements/notice');
    expect(window.history.state).toEqual(ROUTER_STATE);
  });

  test('closed by its own button, it goes back over its step; opened again, it has one step again, in the same place', async () => {
    window.history.replaceState(ROUTER_STATE, '', '/OurEvents');
    const view = render(<Page />, { wrapper: StrictMode });
    await openFirstTime(view);
    const withStep = window.history.length;

    const landed = nextPopState();
    await act(async () => view.getByRole('button', { name: 'Close' }).click());
    await act(() => landed);
    expect(window.history.state).toEqual(ROUTER_STATE);

    await act(async () => view.getByRole('button', { name: 'Open' }).click());
    expect(window.history.length).toBe(withStep);
    expect(window.history.state).toMatchObject(ROUTER_STATE);
    expect(window.history.state).not.toEqual(ROUTER_STATE);
    expect(view.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
