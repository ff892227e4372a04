import type { Control } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { ChoiceField } from '@/components/admin/ChoiceField';
import { useBoundField } from '@/components/admin/FormTextField';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import type { Field } from '@/lib/fieldTable';
import { appendixIX, type DisclosureSection, type ValueRow } from '../appendixIX';
import { mandatoryDisclosureFields } from '../mandatoryDisclosureFields';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { rowAnchor } from './rowAnchor';
import { useSectionForm } from './useSectionForm';
import { problemOf, savedInputs, startingInputs, storedValueOf, valueRowsOf, type ValueInputs } from './valueInputs';

const NOTHING_TO_SAVE = '✅ Nothing to save: every value is as saved.';
const YES_NO = ['', 'yes', 'no'];
const YES_NO_NAMES = { '': 'Not stated', yes: 'Yes', no: 'No' };

/** Each section's text fields, which the schema checks (limit, hidden characters); the other values are checked by `problemOf`. */
const TEXT_FIELDS = Object.fromEntries(
  appendixIX.map((section) => [section.id, Object.fromEntries(Object.entries(mandatoryDisclosureFields[section.id]).filter(([, field]) => field.kind === 'text'))]),
) as Record<string, Readonly<Record<string, Field>>>;

/** A field's label: a group's part is named with its group ('No. and Size of the Class Rooms: Number'). */
function labelOf(section: DisclosureSection, row: ValueRow): string {
  const group = section.rows.find((candidate) => candidate.kind === 'group' && candidate.parts.some((part) => part.key === row.key));
  const label = group ? `${group.label}: ${row.label}` : row.label;
  return row.kind === 'area' && group ? `${label} (sq m)` : label;
}

/** One value's control: Yes/No, several lines of text, or one line (text, an address, a count or an area). */
function ValueField({ control, row, label, hint }: { control: Control<ValueInputs, unknown, ValueInputs>; row: ValueRow; label: string; hint?: string }) {
  const props = { ...useBoundField(control, row.key), label, hint };
  if (row.kind === 'yes-no') return <ChoiceField {...props} options={YES_NO} optionNames={YES_NO_NAMES} />;
  if (row.kind === 'text' && row.multiline) return <TextAreaField {...props} maxLength={row.max} rows={3} />;
  return (
    <TextField
      {...props}
      {...(row.kind === 'text'
        ? { maxLength: row.max, type: row.key === 'email' ? 'email' : 'text' }
        : row.kind === 'video'
          ? { type: 'url', inputMode: 'url' as const, placeholder: 'https://www.youtube.com/watch?v=…' }
          : { inputMode: row.kind === 'count' ? ('numeric' as const) : ('decimal' as const) })}
    />
  );
}

/**
 * One section of values (A, D or E) as one form, its fields made from Appendix IX's rows. An emptied field removes
 * the saved value (the page then says "To be updated"). Section A starts from the school's known details where
 * nothing is saved, and says so under each such field.
 */
export function ValuesSectionForm({ section, disclosure }: { section: DisclosureSection; disclosure: MandatoryDisclosure }) {
  const rows = valueRowsOf(section);
  const saved = savedInputs(section, disclosure);
  const input = useSectionForm<ValueInputs>({
    section: section.id,
    saved,
    savedAt: disclosure.updatedAt[section.id],
    start: startingInputs(section, saved),
    fields: TEXT_FIELDS[section.id],
    check: (values) => Object.fromEntries(rows.map((row) => [row.key, problemOf(row, values[row.key] ?? '')])),
  });
  const { form } = input;

  const submit = input.submit(form, (values) => {
    const before = input.opened();
    const changes = Object.fromEntries(
      rows
        .map((row) => [row.key, storedValueOf(row, values[row.key] ?? ''), storedValueOf(row, before[row.key] ?? '')] as const)
        .filter(([, next, was]) => next !== was)
        .map(([key, next]) => [key, next]),
    );
    if (Object.keys(changes).length === 0) form.setMessage({ kind: 'success', text: NOTHING_TO_SAVE });
    else void input.save(changes, `✅ ${section.title} saved: the public page shows it now.`);
  });
  const values = input.watch();

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel={`Save section ${section.title.slice(0, 1)}`} busyLabel="Saving…" label={section.title}>
      <div className="admin-form__fields">
        {rows.map((row) => {
          const fromSchool = section.id === 'general' && values[row.key] && !saved[row.key] ? 'From the site’s details: not saved yet.' : undefined;
          const wide = row.kind === 'video' || (row.kind === 'text' && row.multiline);
          return (
            <div key={row.key} id={rowAnchor(row.key)} className={wide ? 'disclosure-admin__wide' : undefined}>
              <ValueField control={input.control} row={row} label={labelOf(section, row)} hint={fromSchool ?? (row.kind === 'text' ? row.hint : undefined)} />
            </div>
          );
        })}
      </div>
    </AdminForm>
  );
}
