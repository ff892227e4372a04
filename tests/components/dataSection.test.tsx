import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSection } from '@/components/DataSection';
import { READ_TIMEOUT_MS, readQuery } from '@/lib/queries';
import { renderWithQueries } from './renderWithQueries';

function Events({ read }: { read: () => Promise<string[]> }) {
  return (
    <DataSection query={useQuery(readQuery(['events'], read))} what="the events" empty="No events added yet.">
      {(events) => (
        <ul>
          {events.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataSection', () => {
  it("says 'Loading...', then shows the content", async () => {
    renderWithQueries(<Events read={() => Promise.resolve(['Sports Day'])} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Sports Day');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows the section's own text when there is nothing", async () => {
    renderWithQueries(<Events read={() => Promise.resolve([])} />);
    expect(await screen.findByText('No events added yet.')).toBeInTheDocument();
  });

  it('shows a failed read with Retry, never as an empty section, and Retry reads again', async () => {
    let answer: (events: string[]) => void = () => {};
    const read = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithQueries(<Events read={read} />);
    expect(await screen.findByText("We couldn't load the events. Please check your connection and try again.")).toBeInTheDocument();
    expect(screen.queryByText('No events added yet.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => answer(['Sports Day']));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Sports Day');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('counts a read that has not answered in 15 seconds as failed, with Retry', async () => {
    vi.useFakeTimers();
    const read = vi.fn<() => Promise<string[]>>().mockReturnValueOnce(new Promise(() => {})).mockResolvedValue(['Sports Day']);
    renderWithQueries(<Events read={read} />);
    await act(() => vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 100));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(101));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the events.");

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Sports Day');
  });

  it('keeps showing the content when a refresh in the background fails', async () => {
    const read = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['Sports Day']).mockRejectedValue(new Error('offline'));
    const { client } = renderWithQueries(<Events read={read} />);
    await screen.findByRole('listitem');
    await act(() => client.refetchQueries({ queryKey: ['events'] }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('listitem')).toHaveTextContent('Sports Day');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
