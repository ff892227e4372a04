import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { LastEdited } from '@/components/admin/LastEdited';
import { SchemaField } from '@/components/admin/SchemaField';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import { errorText } from '@/lib/errorText';
import { admissionsClassFields as classFields, admissionsFields as fields } from '../admissionsSchema';
import type { Admissions } from '../admissionsService';
import { admissionsMutations } from './admissionsAdminQueries';

const SAVED = '✅ Admissions page saved. Parents see it on the Admissions page now.';
const saveFailed = (error: unknown) => `❌ Could not save the admissions page: ${errorText(error)}`;
const REQUIRED = ['year', 'intro', 'classes', 'agesOn', 'steps', 'documents'] as const;
const CLASS_NAMES = Object.fromEntries(SCHOOL_CLASSES.map((name) => [name, `Class ${name}`]));

/** The next class the page does not offer yet, for a new row. */
const nextClass = (offered: readonly { class: string }[]): SchoolClass => SCHOOL_CLASSES.find((name) => !offered.some((row) => row.class === name)) ?? 'Pre-KG';

/**
 * Edits the admissions page (admissions/main): whether admissions are open and for which year, its words, the classes
 * offered with the age each needs (one to fifteen rows, each class once) and the day ages are counted on, the steps and
 * the documents.
 */
export function AdmissionsForm({ initial }: { initial: Admissions }) {
  const [open, setOpen] = useState(initial.open);
  const input = useSchemaForm(fields, REQUIRED, {
    year: initial.year,
    opensOn: initial.opensOn ?? '',
    intro: initial.intro,
    classes: initial.classes.map((offered) => ({ ...offered })),
    agesOn: initial.agesOn,
    steps: initial.steps,
    documents: initial.documents,
  });
  const classes = useFieldArray({ control: input.control, name: 'classes' });
  const form = useGuardedAction();
  const save = useMutation(admissionsMutations.save);

  const submit = input.submit(form, (values) =>
    form.run(async () => {
      await save.mutateAsync({
        ...values,
        open,
        opensOn: values.opensOn || null,
        classes: values.classes.map((row) => ({ class: row.class as SchoolClass, age: row.age })),
      });
      return SAVED;
    }, saveFailed),
  );

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Save admissions page" busyLabel="Saving…">
      <div className="admissions-admin__open">
        <input id="admissions-open" type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />
        <label htmlFor="admissions-open">{fields.open.label}</label>
      </div>
      <SchemaField control={input.control} name="year" field={fields.year} hint="As 2027-28." />
      <SchemaField control={input.control} name="opensOn" field={fields.opensOn} hint="Said on the page while admissions are closed." />
      <SchemaField control={input.control} name="intro" field={fields.intro} hint="Shown at the top of the page." />
      <fieldset className="admissions-admin__classes">
        <legend>Classes offered</legend>
        {classes.fields.map((row, index) => (
          <fieldset key={row.id} className="admissions-admin__class">
            <legend>Row {index + 1}</legend>
            <SchemaField control={input.control} name={`classes.${index}.class`} field={classFields.class} optionNames={CLASS_NAMES} />
            <SchemaField control={input.control} name={`classes.${index}.age`} field={classFields.age} hint="As parents read it: 3 years or more." />
            {classes.fields.length > 1 && (
              <button type="button" className="button button--secondary button--small" onClick={() => classes.remove(index)}>
                Remove row {index + 1}
              </button>
            )}
          </fieldset>
        ))}
        {classes.fields.length < fields.classes.max && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => classes.append({ class: nextClass(input.getValues('classes')), age: '' }, { shouldFocus: true })}
          >
            Add a class
          </button>
        )}
      </fieldset>
      <SchemaField control={input.control} name="agesOn" field={fields.agesOn} hint="The day every class's age is counted on, as 31 March." />
      <SchemaField control={input.control} name="steps" field={fields.steps} hint="One step a line: enquiry, campus visit, application, documents, fee." />
      <SchemaField control={input.control} name="documents" field={fields.documents} hint="One document a line." />
      <LastEdited type="admissions" id="main" />
    </AdminForm>
  );
}
