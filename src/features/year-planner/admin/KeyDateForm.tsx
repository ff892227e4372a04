import { AdminForm } from '@/components/admin/AdminForm';
import { AudienceField } from '@/components/admin/AudienceField';
import { audienceChoiceOf, audienceOf } from '@/components/admin/audienceChoice';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { errorText } from '@/lib/errorText';
import { pleaseAdd } from '@/lib/fieldTable';
import type { KeyDateKind } from '../keyDates';
import type { StoredKeyDate } from '../keyDatesService';
import { keyDateFields as fields } from '../yearPlannerSchema';
import { keyDateMutations } from './keyDatesAdminService';
import { dateProblems, emptyKeyDateInput, inputOfKeyDate } from './keyDateInput';

const KIND_NAMES: Record<KeyDateKind, string> = { Holiday: 'Holiday', Exam: 'Exam', Event: 'Event', PTM: 'PTM (parent–teacher meeting)', Other: 'Other' };

/** Adds a key date (title and first day required), or (with `initial`) edits one. */
export function KeyDateForm({ initial, onDone }: { initial?: StoredKeyDate; onDone?: EditorDone }) {
  const input = useSchemaForm(
    fields,
    ['title', 'start'],
    { ...(initial ? inputOfKeyDate(initial) : emptyKeyDateInput()), audience: audienceChoiceOf(initial?.audience ?? []) },
    // Across fields: the dates' order, span and year.
    (values) => dateProblems(values, initial),
  );
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...keyDateMutations,
    added: (draft) => `✅ Added “${draft.title.trim()}” to the key dates.`,
    addFailed: (error) => `❌ Could not add the date: ${errorText(error)}`,
  });
  const submit = input.submit(
    form,
    (values) =>
      save(
        () => ({ ...values, kind: values.kind as KeyDateKind, end: values.end || values.start, audience: audienceOf(values.audience) }),
        () => input.reset(),
      ),
    { missing: (values) => pleaseAdd(fields, values) },
  );

  return (
    <AdminForm {...formProps('Add date', 'Adding…', initial?.title || 'date')} onSubmit={submit}>
      <div className="admin-form__fields">
        <SchemaField control={input.control} name="title" field={fields.title} placeholder="e.g. Winter break" />
        <SchemaField control={input.control} name="kind" field={fields.kind} optionNames={KIND_NAMES} />
        <SchemaField control={input.control} name="start" field={fields.start} />
        <SchemaField
          control={input.control}
          name="end"
          field={fields.end}
          hint="For a range, such as a holiday or an exam week; leave it empty for a single day."
        />
        <SchemaField control={input.control} name="note" field={fields.note} />
      </div>
      <AudienceField control={input.control} name="audience" noun="date" />
    </AdminForm>
  );
}
