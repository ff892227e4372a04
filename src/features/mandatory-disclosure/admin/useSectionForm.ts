import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { useSchemaForm, type AcrossFields } from '@/components/admin/useSchemaForm';
import { errorText } from '@/lib/errorText';
import type { Field } from '@/lib/fieldTable';
import { EditConflictError } from '@/lib/liteDb';
import type { SectionId } from '../appendixIX';
import { mandatoryDisclosureKey } from '../mandatoryDisclosureReads';
import { sectionSaveOptions } from './disclosureAdminQueries';

/** What a form writes to its section: field -> stored value (undefined removes it), or a function making it (uploads included). */
type SectionChanges = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/**
 * Saving changes to one section of the disclosure (`saveSection`): only after checking that the section is still as
 * `openedAt()` says the form read it. On a conflict nothing is written, the form says so and keeps everything,
 * `onConflict` learns the stored time, and the data is read again: saving again applies the form's changes on top.
 */
export function useSectionSave(section: SectionId, openedAt: () => Date | undefined, onConflict?: (storedAt: Date | undefined) => void) {
  const form = useGuardedAction();
  const client = useQueryClient();
  const saving = useMutation(sectionSaveOptions);

  /** Saves `changes` and shows `success`; `after` runs once saved. */
  function save(changes: SectionChanges, success: string, after?: () => void) {
    return form.run(
      async () => {
        const made = typeof changes === 'function' ? await changes() : changes;
        try {
          await saving.mutateAsync({ section, openedAt: openedAt(), changes: made });
        } catch (error) {
          if (error instanceof EditConflictError) {
            onConflict?.(error.storedAt ?? undefined);
            await client.invalidateQueries({ queryKey: mandatoryDisclosureKey });
          }
          throw error;
        }
        after?.();
        return success;
      },
      (error) => `❌ Nothing was saved: ${errorText(error)}`,
    );
  }

  return { form, save };
}

/** A form without text fields (dates, a box): one table, so that its schema is made once. */
const NO_TEXT_FIELDS: Readonly<Record<string, Field>> = {};

interface SectionFormOptions<V> {
  section: SectionId;
  /** The form's part of the section as saved now. */
  saved: V;
  /** When the section was last saved (undefined: never). */
  savedAt: Date | undefined;
  /** What the form starts from, when not what is saved (section A's known details). */
  start?: V;
  /** The text fields the schema checks (limit, hidden characters), by name; the rest are checked by `check`. */
  fields?: Readonly<Record<string, Field>>;
  /** What is wrong with the values, by field (null for nothing). */
  check?: AcrossFields<V>;
}

/**
 * One form of the disclosure's admin page on react-hook-form (useSchemaForm). A form nobody has touched shows the
 * saved data as it is now (another form's save, or another person's, shows in it); once touched it keeps what is
 * typed, and `opened()` is the data it started from, which its changes are measured against. A save writes through
 * `useSectionSave` and, once saved, the form follows the saved data again.
 */
export function useSectionForm<V extends FieldValues>({ section, saved, savedAt, start = saved, fields = NO_TEXT_FIELDS, check }: SectionFormOptions<V>) {
  const input = useSchemaForm(fields, [], start, check);
  const opened = useRef({ saved, savedAt });
  const { form, save } = useSectionSave(
    section,
    () => opened.current.savedAt,
    (storedAt) => {
      opened.current = { ...opened.current, savedAt: storedAt };
    },
  );
  const { reset, getValues } = input;
  const { isDirty } = input.formState;
  const now = JSON.stringify([start, saved, savedAt]);
  useEffect(() => {
    if (isDirty) return;
    reset(start);
    opened.current = { saved, savedAt };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` holds start, saved and savedAt
  }, [now, isDirty, reset]);

  return {
    ...input,
    form,
    opened: () => opened.current.saved,
    save: (changes: SectionChanges, success: string, after?: () => void) =>
      save(changes, success, () => {
        // What was saved is what the form now starts from, until the saved data read again replaces it.
        reset(getValues());
        after?.();
      }),
  };
}
