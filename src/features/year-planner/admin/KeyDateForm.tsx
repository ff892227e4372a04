import { AdminForm } from '@/components/admin/AdminForm';
import { AudienceField } from '@/components/admin/AudienceField';
import { useAudienceField } from '@/components/admin/useAudienceField';
import { DateField } from '@/components/admin/DateField';
import { FieldFrame } from '@/components/admin/FieldFrame';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { errorText } from '@/lib/errorText';
import type { KeyDateKind } from '../keyDates';
import type { StoredKeyDate } from '../keyDatesService';
import { keyDateFields as fields } from '../yearPlannerSchema';
import { keyDateMutations } from './keyDatesAdminQueries';
import { dateProblems, emptyKeyDateInput, inputOfKeyDate, missingInput, type KeyDateInput } from './keyDateInput';

const KIND_NAMES: Record<KeyDateKind, string> = { Holiday: 'Holiday', Exam: 'Exam', Event: 'Event', PTM: 'PTM (parent–teacher meeting)', Other: 'Other' };

/** Adds a key date (title and first day required), or (with `initial`) edits one. */
export function KeyDateForm({ initial, onDone }: { initial?: StoredKeyDate; onDone?: EditorDone }) {
  const { values: input, set, setValues } = useFieldValues<KeyDateInput>(() => (initial ? inputOfKeyDate(initial) : emptyKeyDateInput()));
  const audience = useAudienceField(initial?.audience ?? []);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...keyDateMutations,
    added: (draft) => `✅ Added “${draft.title.trim()}” to the key dates.`,
    addFailed: (error) => `❌ Could not add the date: ${errorText(error)}`,
  });

  function submit() {
    const missing = missingInput(input);
    if (missing) {
      form.checkFields({});
      form.fail(missing);
      return;
    }
    if (!form.checkFields({ ...dateProblems(input, initial), audience: audience.problem() })) return;
    void save(
      () => ({ ...input, end: input.end || input.start, audience: audience.value() }),
      () => {
        setValues(emptyKeyDateInput());
        audience.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add date', 'Adding…', initial?.title || 'date')} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label={fields.title.label} value={input.title} onChange={set('title')} maxLength={fields.title.max} placeholder="e.g. Winter break" />
        <FieldFrame label={fields.kind.label}>
          {(control) => (
            <select {...control} className="field__input" value={input.kind} onChange={(event) => set('kind')(event.target.value as KeyDateKind)}>
              {fields.kind.options.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_NAMES[kind]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <DateField label={fields.start.label} value={input.start} onChange={set('start')} error={form.fieldErrors.start} />
        <DateField
          label={fields.end.label}
          value={input.end}
          onChange={set('end')}
          hint="For a range, such as a holiday or an exam week; leave it empty for a single day."
          error={form.fieldErrors.end}
        />
        <TextAreaField label={fields.note.label} value={input.note} onChange={set('note')} maxLength={fields.note.max} />
      </div>
      <AudienceField field={audience} error={form.fieldErrors.audience} noun="date" />
    </AdminForm>
  );
}
