import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { errorText } from '@/lib/errorText';
import { EditConflictError } from '@/lib/liteDb';
import type { SectionId } from '../appendixIX';
import { mandatoryDisclosureKey } from '../mandatoryDisclosureReads';
import { sectionSaveOptions } from './disclosureAdminQueries';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Problems with single fields, by field name; a field without a problem maps to null (or is left out). */
type FieldProblems = Record<string, string | null>;

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
  const form = useGuardedAction();
  const client = useQueryClient();
  const saving = useMutation(sectionSaveOptions);
  const [typed, setTyped] = useState<{ inputs: TInputs; started: Started<TInputs> } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldProblems>({});
  // The form that was submitted: once its problems show, its first field marked invalid takes focus.
  const checked = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    checked.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  /** Shows each problem beside its field (the first such field takes focus); true when there is none. */
  function checkFields(problems: FieldProblems): boolean {
    checked.current = document.activeElement?.closest('form') ?? null;
    setFieldErrors(problems);
    return Object.values(problems).every((problem) => !problem);
  }
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

  return { form, fieldErrors, checkFields, inputs, setInputs, started, touched: typed !== null && !same(typed.inputs, typed.started.inputs), save };
}
