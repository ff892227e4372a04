import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { errorText } from '@/lib/errorText';
import type { BoundWrite } from './boundWrite';
import { FormStatus, type FormMessage } from './FormStatus';
import { useLatestAction } from './adminPageState';

/** What a list's status line says, and, after a delete, how to undo it. */
export interface ListMessage extends FormMessage {
  /** Puts the deleted item back (from the trash); offered as Undo beside the message. */
  undo?: { write: BoundWrite; title: string };
}

const ListStatusContext = createContext<(message: ListMessage) => void>(() => {});

/** For an item of a list: shows a message above the list (after the item deleted itself, say). */
export function useListStatus(): (message: ListMessage) => void {
  return useContext(ListStatusContext);
}

/**
 * A line for what happened to a list's items, above the list, kept while the list empties. After a delete it offers
 * Undo until another message replaces it, on the page too (one status per page: adminPageState.ts);
 * Undo runs once however often it is tapped, and says how it went.
 */
export function ListStatus({ children }: { children: ReactNode }) {
  const id = useId();
  const { latest, markLatest } = useLatestAction(id);
  const [status, setShownStatus] = useState<ListMessage | null>(null);
  const setStatus = useCallback(
    (message: ListMessage) => {
      markLatest();
      setShownStatus(message);
    },
    [markLatest],
  );
  const client = useQueryClient();
  const undoing = useRef(false);
  const [busy, setBusy] = useState(false);

  async function undo({ write, title }: NonNullable<ListMessage['undo']>) {
    if (undoing.current) return;
    undoing.current = true;
    setBusy(true);
    try {
      await write(client);
      setStatus({ kind: 'success', text: `✅ Restored '${title}'.` });
    } catch (error) {
      setStatus({ kind: 'error', text: `❌ Could not restore '${title}': ${errorText(error)}`, undo: { write, title } });
    } finally {
      undoing.current = false;
      setBusy(false);
    }
  }

  const shown = latest ? status : null;
  const offered = shown?.undo;
  return (
    <ListStatusContext.Provider value={setStatus}>
      <div className="list-status">
        <FormStatus message={shown} />
        {offered && (
          <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void undo(offered)}>
            {busy ? 'Restoring…' : 'Undo'}
          </button>
        )}
      </div>
      {children}
    </ListStatusContext.Provider>
  );
}
