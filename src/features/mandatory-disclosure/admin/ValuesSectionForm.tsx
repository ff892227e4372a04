import { AdminForm } from '@/components/admin/AdminForm';
import { FieldFrame } from '@/components/admin/FieldFrame';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import type { DisclosureSection, ValueRow } from '../appendixIX';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { rowAnchor } from './rowAnchor';
import { useSectionForm } from './useSectionForm';
import { problemOf, savedInputs, startingInputs, storedValueOf, valueRowsOf, type ValueInputs } from './valueInputs';

const CORRECT_FIELDS = '❌ Nothing was saved: correct the fields marked below.';

/** A field's label: a group's part is named with its group ('No. and Size of the Class Rooms: Number'). */
function labelOf(section: DisclosureSection, row: ValueRow): string {
  const group = section.rows.find((candidate) => candidate.kind === 'group' && candidate.parts.some((part) => part.key === row.key));
  const label = group ? `${group.label}: ${row.label}` : row.label;
  return row.kind === 'area' && group ? `${label} (sq m)` : label;
}

/**
 * One section of values (A, D or E) as one form, its fields made from Appendix IX's rows. An emptied field removes
 * the saved value (the page then says "To be updated"). Section A starts from the school's known details where
 * nothing is saved, and says so under each such field.
 */
export function ValuesSectionForm({ section, disclosure }: { section: DisclosureSection; disclosure: MandatoryDisclosure }) {
  const saved = savedInputs(section, disclosure);
  const { form, fieldErrors, checkFields, inputs, setInputs, started, save } = useSectionForm<ValueInputs>({
    section: section.id,
    saved,
    savedAt: disclosure.updatedAt[section.id],
    start: startingInputs(section, saved),
  });
  const rows = valueRowsOf(section);
  const set = (key: string) => (value: string) => setInputs((current) => ({ ...current, [key]: value }));

  function submit() {
    if (!checkFields(Object.fromEntries(rows.map((row) => [row.key, problemOf(row, inputs[row.key] ?? '')])))) {
      form.fail(CORRECT_FIELDS);
      return;
    }
    const changes = Object.fromEntries(
      rows
        .map((row) => [row.key, storedValueOf(row, inputs[row.key] ?? ''), storedValueOf(row, started.saved[row.key] ?? '')] as const)
        .filter(([, next, before]) => next !== before)
        .map(([key, next]) => [key, next]),
    );
    if (Object.keys(changes).length === 0) {
      form.setMessage({ kind: 'success', text: '✅ Nothing to save: every value is as saved.' });
      return;
    }
    void save(changes, `✅ ${section.title} saved: the public page shows it now.`);
  }

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel={`Save section ${section.title.slice(0, 1)}`} busyLabel="Saving…" label={section.title}>
      <div className="admin-form__fields">
        {rows.map((row) => {
          const value = inputs[row.key] ?? '';
          const error = fieldErrors[row.key];
          const label = labelOf(section, row);
          const fromSchool = section.id === 'general' && value !== '' && !saved[row.key] ? 'From the site’s details: not saved yet.' : undefined;
          const hint = fromSchool ?? (row.kind === 'text' ? row.hint : undefined);
          const wide = row.kind === 'video' || (row.kind === 'text' && row.multiline);
          return (
            <div key={row.key} id={rowAnchor(row.key)} className={wide ? 'disclosure-admin__wide' : undefined}>
              {row.kind === 'yes-no' ? (
                <FieldFrame label={label} error={error}>
                  {(control) => (
                    <select {...control} className="field__input" value={value} onChange={(event) => set(row.key)(event.target.value)}>
                      <option value="">Not stated</option>
                      <option value="yes">Yes</option>
                      <option value="no">No</option>
                    </select>
                  )}
                </FieldFrame>
              ) : row.kind === 'text' && row.multiline ? (
                <TextAreaField label={label} value={value} onChange={set(row.key)} maxLength={row.max} hint={hint} error={error} rows={3} />
              ) : (
                <TextField
                  label={label}
                  value={value}
                  onChange={set(row.key)}
                  error={error}
                  hint={hint}
                  {...(row.kind === 'text'
                    ? { maxLength: row.max, type: row.key === 'email' ? 'email' : 'text' }
                    : row.kind === 'video'
                      ? { type: 'url', inputMode: 'url' as const, placeholder: 'https://www.youtube.com/watch?v=…' }
                      : { inputMode: row.kind === 'count' ? ('numeric' as const) : ('decimal' as const) })}
                />
              )}
            </div>
          );
        })}
      </div>
    </AdminForm>
  );
}
