import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { useConfirm } from '@/components/admin/ConfirmDialog';
import { FormTextField } from '@/components/admin/FormTextField';
import type { Field } from '@/lib/fieldTable';
import { MAX_RESULT_ROWS, type ResultsRow } from '../appendixIX';
import { passPercentage } from '../disclosureFigures';
import { MAX_REMARKS } from '../mandatoryDisclosureFields';
import { offeredKey, type ClassResults, type MandatoryDisclosure, type ResultRow } from '../mandatoryDisclosureService';
import {
  EMPTY_RESULT, FULL_PROBLEM, inputsOfResult, resultProblems, storedResult, storedResultList, type ResultInputs,
} from './resultInputs';
import { rowAnchor } from './rowAnchor';
import { useSectionForm, useSectionSave } from './useSectionForm';

const NO_RESULTS: ClassResults = { offered: true, rows: [] };

interface ResultFormProps {
  row: ResultsRow;
  disclosure: MandatoryDisclosure;
  /** The year being corrected; absent when the form adds one. */
  initial?: ResultRow;
  /** Closes the corrector: with the success message once saved, without one on Cancel. */
  onDone?: (saved?: string) => void;
}

/** The remarks, the one text of a year: the schema checks its limit and its characters. */
const REMARKS_FIELD = { remarks: { kind: 'text', max: MAX_REMARKS, optional: true, label: 'Remarks (optional)' } } as const satisfies Record<string, Field>;

/** Adds a year of results to a class, or (with `initial`) corrects one; the list is saved newest first. */
function ResultForm({ row, disclosure, initial, onDone }: ResultFormProps) {
  const results = disclosure.results[row.key] ?? NO_RESULTS;
  const start = initial ? inputsOfResult(initial) : EMPTY_RESULT;
  const others = results.rows.filter((result) => result.year !== initial?.year);
  const input = useSectionForm<ResultInputs>({
    section: 'academics',
    saved: start,
    savedAt: disclosure.updatedAt.academics,
    fields: REMARKS_FIELD,
    check: (values) => resultProblems(values, others.map((result) => result.year)),
  });
  const { form, control } = input;

  const submit = input.submit(
    form,
    (values) => {
      const saved = storedResult(values);
      const success = initial ? `✅ ${saved.year} corrected.` : `✅ ${saved.year} added to ${row.label}.`;
      void input.save({ [row.key]: storedResultList([...others, saved]) }, success, () => onDone?.(success));
    },
    { missing: () => (!initial && results.rows.length >= MAX_RESULT_ROWS ? FULL_PROBLEM : null) },
  );

  return (
    <AdminForm
      form={form}
      onSubmit={submit}
      submitLabel={initial ? 'Save' : 'Add year'}
      busyLabel="Saving…"
      label={initial ? `Correct ${initial.year}, ${row.label}` : `Add a year to ${row.label}`}
      onCancel={onDone && (() => onDone())}
    >
      <div className="admin-form__fields">
        <FormTextField control={control} name="year" label="Year" placeholder="e.g. 2025 or 2025-26" maxLength={7} />
        <FormTextField control={control} name="registered" label="No. of Registered Students" inputMode="numeric" />
        <FormTextField control={control} name="passed" label="No. of Students Passed" inputMode="numeric" />
        <FormTextField control={control} name="remarks" label={REMARKS_FIELD.remarks.label} maxLength={MAX_REMARKS} />
      </div>
    </AdminForm>
  );
}

/** One saved year: its figures, Correct (the form in place) and Remove (after a confirmation). */
interface ResultItemProps {
  row: ResultsRow;
  disclosure: MandatoryDisclosure;
  result: ResultRow;
  /** Says above the list that the year was removed (its item is gone). */
  onRemoved: (message: string) => void;
}

function ResultItem({ row, disclosure, result, onRemoved }: ResultItemProps) {
  const [editing, setEditing] = useState(false);
  const [corrected, setCorrected] = useState<string | null>(null);
  // A removal's success is said above the list (onRemoved): the item, about to go, does not say it a second time.
  const [removing, setRemoving] = useState(false);
  const correctButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from the corrector, the focus returns to Correct (as the admin items' Edit does).
  useEffect(() => {
    if (wasEditing.current && !editing) correctButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const confirm = useConfirm();
  const results = disclosure.results[row.key] ?? NO_RESULTS;
  const { form, save } = useSectionSave('academics', () => disclosure.updatedAt.academics);

  async function remove() {
    if (!(await confirm(`Remove the results of ${result.year} from ${row.label}?`, 'Remove'))) return;
    const removed = `✅ ${result.year} removed.`;
    setRemoving(true);
    void save({ [row.key]: storedResultList(results.rows.filter((other) => other.year !== result.year)) }, removed, () => onRemoved(removed));
  }

  if (editing) {
    return (
      <li className="disclosure-admin__result">
        <ResultForm
          row={row}
          disclosure={disclosure}
          initial={result}
          onDone={(saved) => {
            setCorrected(saved ?? null);
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="disclosure-admin__result">
      <p className="disclosure-admin__result-figures">
        <strong>{result.year}</strong>: {result.passed} of {result.registered} passed ({passPercentage(result) ?? '–'})
        {result.remarks && ` · ${result.remarks}`}
      </p>
      <div className="disclosure-admin__result-actions">
        <button
          ref={correctButton}
          type="button"
          className="button button--secondary"
          onClick={() => {
            setCorrected(null);
            setEditing(true);
          }}
          disabled={form.busy}
        >
          Correct<span className="visually-hidden"> {result.year}</span>
        </button>
        <button type="button" className="button button--secondary" onClick={() => void remove()} disabled={form.busy}>
          Remove<span className="visually-hidden"> {result.year}</span>
        </button>
      </div>
      {corrected && !form.message && (
        <p className="form-status form-status--success" role="status">
          {corrected}
        </p>
      )}
      {form.message && !(removing && form.message.kind === 'success') && (
        <p className={`form-status form-status--${form.message.kind}`} role={form.message.kind === 'error' ? 'alert' : 'status'}>
          {form.message.text}
        </p>
      )}
    </li>
  );
}

/** Whether the school offers the class: unticking stores nothing (offered is the default). */
function OfferedForm({ row, disclosure }: { row: ResultsRow; disclosure: MandatoryDisclosure }) {
  const offered = (disclosure.results[row.key] ?? NO_RESULTS).offered;
  const input = useSectionForm({ section: 'academics', saved: { notOffered: !offered }, savedAt: disclosure.updatedAt.academics });
  const { field: box } = useController({ control: input.control, name: 'notOffered' });
  const id = useId();
  const submit = input.submit(input.form, ({ notOffered }) =>
    void input.save(
      { [offeredKey(row.key)]: notOffered ? false : undefined },
      notOffered ? `✅ Class ${row.className} is shown as not offered.` : `✅ Class ${row.className} is shown as offered.`,
    ),
  );
  return (
    <AdminForm form={input.form} onSubmit={submit} submitLabel="Save" busyLabel="Saving…" label={`Class ${row.className} offered or not`}>
      <div className="disclosure-admin__check">
        <input id={id} type="checkbox" checked={box.value} onChange={(event) => box.onChange(event.target.checked)} />
        <label htmlFor={id}>Not offered: the school has no Class {row.className}</label>
      </div>
    </AdminForm>
  );
}

/** A class's results table of section C: not offered, or its years, newest first (at most 10), each correctable. */
export function ResultsEditor({ row, disclosure }: { row: ResultsRow; disclosure: MandatoryDisclosure }) {
  const results = disclosure.results[row.key] ?? NO_RESULTS;
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <section id={rowAnchor(row.key)} className="disclosure-admin__results" aria-label={row.label}>
      <h3 className="disclosure-admin__document-title">{row.label}</h3>
      <OfferedForm row={row} disclosure={disclosure} />
      {removed && (
        <p className="form-status form-status--success" role="status">
          {removed}
        </p>
      )}
      {results.rows.length === 0 ? (
        <p className="admin-hint">No year saved yet{results.offered ? ': visitors see “To be updated”.' : '.'}</p>
      ) : (
        <ul className="disclosure-admin__result-list">
          {results.rows.map((result) => (
            <ResultItem key={result.year} row={row} disclosure={disclosure} result={result} onRemoved={setRemoved} />
          ))}
        </ul>
      )}
      <p className="admin-hint">
        {results.rows.length} of {MAX_RESULT_ROWS} years. The pass percentage is worked out from the figures.
      </p>
      <ResultForm row={row} disclosure={disclosure} />
    </section>
  );
}
