import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { errorText } from '@/lib/errorText';
import { EditConflictError } from '@/lib/liteDb';
import type { SectionId } from '../appendixIX';
import { mandatoryDisclosureKey } from '../mandatoryDisclosureReads';
import { sectionSaveOptions } from './disclosureAdminQueries';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface SectionFormOptions<TInputs> {
  section: SectionId;
  /** The form's part of the section as saved now. */
  saved: TInputs;
  /** When the section was last saved (undefined: never). */
  savedAt: Date | undefined;
  /** What the form starts from, when not what is saved (section A's known details). */
  start?: TInputs;
}

/** What a touched form keeps of the data it started from. */
interface Started<TInputs> {
  inputs: TInputs;
  saved: TInputs;
  savedAt: Date | undefined;
}

/**
 * The state of one form of the disclosure's admin page: what is typed, what it started from, and its save. A form
 * nobody has touched shows the saved data as it is now (another form's save, or another person's, shows in it); once
 * touched it keeps what is typed and what it started from. A save writes only what the form changed, after checking
 * that the section is still as the form read it (`saveSection`): on a conflict nothing is written, the form says so
 * and keeps everything, the data is read again, and saving again applies this form's changes on top.
 */
export function useSectionForm<TInputs>({ section, saved, savedAt, start = saved }: SectionFormOptions<TInputs>) {
  const form = useAdminForm();
  const client = useQueryClient();
  const saving = useMutation(sectionSaveOptions);
  const [typed, setTyped] = useState<{ inputs: TInputs; started: Started<TInputs> } | null>(null);
  const inputs = typed?.inputs ?? start;
  const started: Started<TInputs> = typed?.started ?? { inputs: start, saved, savedAt };

  /** Changes what is typed; the first change keeps the data the form started from. */
  function setInputs(change: (current: TInputs) => TInputs) {
    setTyped((current) => ({ inputs: change(current?.inputs ?? start), started: current?.started ?? { inputs: start, saved, savedAt } }));
  }

  /**
   * Saves `changes` (field -> stored value, undefined to remove; or a function making them, uploads included) and
   * shows `success`; `after` runs once saved.
   */
  function save(changes: Record<string, unknown> | (() => Promise<Record<string, unknown>>), success: string, after?: () => void) {
    return form.run(
      async () => {
        const made = typeof changes === 'function' ? await changes() : changes;
        try {
          await saving.mutateAsync({ section, openedAt: started.savedAt, changes: made });
        } catch (error) {
          if (error instanceof EditConflictError) {
            const storedAt = error.storedAt ?? undefined;
            setTyped((current) => ({ inputs: current?.inputs ?? inputs, started: { ...(current?.started ?? started), savedAt: storedAt } }));
            await client.invalidateQueries({ queryKey: mandatoryDisclosureKey });
          }
          throw error;
        }
        // Saved: the form shows the data as read after the save.
        setTyped(null);
        after?.();
        return success;
      },
      (error) => `❌ Nothing was saved: ${errorText(error)}`,
    );
  }

  return { form, inputs, setInputs, started, touched: typed !== null && !same(typed.inputs, typed.started.inputs), save };
}
