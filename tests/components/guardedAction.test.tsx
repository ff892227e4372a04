// The admin kit shows every refused action in the form, and logs as an error only what is not the person's
// situation: a file that is not a picture or an item someone else changed is shown, not logged; a fault is both.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPageStateContext, createAdminPageState } from '@/components/admin/adminPageState';
import { ListStatus, useListStatus } from '@/components/admin/ListStatus';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { EditConflictError } from '@/lib/liteDb';
import { createQueryClient } from '@/lib/queries';
import { ImagePreparationError } from '@/lib/prepareImage';
import { UploadError } from '@/lib/uploadFile';
import { renderWithQueries } from './renderWithQueries';

afterEach(() => vi.restoreAllMocks());

/** An admin page's shared state, as AdminPage provides it, and the query client its actions run in. */
function OnePage({ children }: { children: ReactNode }) {
  const [state] = useState(createAdminPageState);
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminPageStateContext value={state}>{children}</AdminPageStateContext>
    </QueryClientProvider>
  );
}

/** Runs an action that throws `error`: what the form says, and whether anything was logged as an error. */
async function refusedWith(error: Error) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useGuardedAction(), { wrapper: OnePage });
  await act(() => result.current.run(() => Promise.reject(error), '❌ Failed to save.'));
  await waitFor(() => expect(result.current.message).not.toBeNull());
  return { shown: result.current.message?.text, logged: logged.mock.calls.length > 0 };
}

describe('a refused action', () => {
  it.each([
    ['a picked file that is not a picture', new ImagePreparationError('“notes.txt” could not be read as a picture.')],
    ['an item someone else changed', new EditConflictError(null)],
    ['an upload with no connection', new UploadError('The upload could not reach the server.', 'network')],
  ])('is shown, not logged: %s', async (_, error) => {
    const { shown, logged } = await refusedWith(error);
    expect(shown).toBe('❌ Failed to save.');
    expect(logged).toBe(false);
  });

  it.each([
    ['an unexpected error', new Error('Missing or insufficient permissions.')],
    ['an upload the site is not set up for', new UploadError('Uploads are not configured.', 'not-configured')],
  ])('is shown and logged: %s', async (_, error) => {
    const { shown, logged } = await refusedWith(error);
    expect(shown).toBe('❌ Failed to save.');
    expect(logged).toBe(true);
  });
});


describe('one status per page', () => {
  it("shows only the latest action's message: an earlier success does not stay beside a later form's", async () => {
    const { result } = renderHook(() => ({ item: useGuardedAction(), form: useGuardedAction() }), { wrapper: OnePage });
    await act(() => result.current.item.run(() => Promise.resolve('✅ Changes saved.'), '❌ Failed to save.'));
    await waitFor(() => expect(result.current.item.message?.text).toBe('✅ Changes saved.'));

    act(() => result.current.form.fail('Enter a title.'));
    expect(result.current.form.message?.text).toBe('Enter a title.');
    expect(result.current.item.message).toBeNull();

    await act(() => result.current.item.run(() => Promise.resolve('✅ Changes saved.'), '❌ Failed to save.'));
    await waitFor(() => expect(result.current.item.message?.text).toBe('✅ Changes saved.'));
    expect(result.current.form.message).toBeNull();
  });
});

describe('a list\'s status line', () => {
  it('gives way to a later action elsewhere on the page, and comes back with the next message of the list', async () => {
    let announce: (text: string) => void = () => undefined;
    let form: ReturnType<typeof useGuardedAction> | undefined;
    function Item() {
      const say = useListStatus();
      useEffect(() => {
        announce = (text) => say({ kind: 'success', text });
      });
      return null;
    }
    function Form() {
      const action = useGuardedAction();
      useEffect(() => {
        form = action;
      });
      return <p>{action.message?.text}</p>;
    }
    renderWithQueries(
      <OnePage>
        <ListStatus>
          <Item />
        </ListStatus>
        <Form />
      </OnePage>,
    );
    act(() => announce("✅ 'Sports Day' deleted."));
    expect(screen.getByText("✅ 'Sports Day' deleted.")).toBeTruthy();

    await act(() => form?.run(() => Promise.resolve('✅ Announcement posted successfully!'), '❌ Failed.'));
    expect(await screen.findByText('✅ Announcement posted successfully!')).toBeTruthy();
    expect(screen.queryByText("✅ 'Sports Day' deleted.")).toBeNull();

    act(() => announce("✅ 'Exam timetable' deleted."));
    expect(screen.getByText("✅ 'Exam timetable' deleted.")).toBeTruthy();
    expect(screen.queryByText('✅ Announcement posted successfully!')).toBeNull();
  });
});
