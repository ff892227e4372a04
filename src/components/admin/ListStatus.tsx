import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { errorText } from '@/lib/errorText';
import type { BoundWrite } from './boundWrite';
import { FormStatus, type FormMessage } from './FormStatus';

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
 * Undo until another message replaces it; Undo runs once however often it is tapped, and says how it went.
 */
export function ListStatus({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<ListMessage | null>(null);
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

  const offered = status?.undo;
  return (
    <ListStatusContext.Provider value={setStatus}>
      <div className="list-status">
        <FormStatus message={status} />
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
