import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { missingFields, missingMessage, type Field, type Given } from '@/lib/fieldTable';
import { isBlankText } from '@/lib/hiddenCharacters';
import { inputSchema, requiredInRow, type FormValue } from './inputSchema';
import type { AdminFormState } from './useGuardedAction';

/** A row's boxes as given: typed text as it is; a list of boxes (a fee for each term) when none is blank. */
const givenRow = (row: object): Record<string, Given> =>
  Object.fromEntries(Object.entries(row).map(([name, value]: [string, unknown]) => [name, Array.isArray(value) ? value.every((box) => typeof box === 'string' && !isBlankText(box)) : (value as Given)]));

/** Whether a form's value counts as given: typed text as it is, rows when every row has each field it needs. */
function givenOf(field: Field | undefined, value: FormValue): Given {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return true;
  if (field?.kind !== 'rows' && field?.kind !== 'class ages') return value.length > 0;
  const needed = Object.fromEntries(Object.entries(field.row).filter(([, rowField]) => requiredInRow(rowField)));
  return value.every((row) => missingFields(needed, givenRow(row as object)).length === 0);
}

/** The path of the first field with a problem, in the order of `names`: a field, or a box of a row ('terms.0.term'). */
function firstProblem(errors: FieldErrors, names: readonly string[]): string | undefined {
  for (const name of names) {
    const error: unknown = errors[name];
    if (!error) continue;
    if (!Array.isArray(error)) return name;
    const row = error.findIndex(Boolean);
    const box = row >= 0 ? Object.keys(error[row] as object)[0] : undefined;
    if (box === undefined) return name;
    // A list of boxes in a row (a fee for each term): its first box with a problem.
    const boxError: unknown = (error[row] as Record<string, unknown>)[box];
    const inner = Array.isArray(boxError) ? boxError.findIndex(Boolean) : -1;
    return inner >= 0 ? `${name}.${row}.${box}.${inner}` : `${name}.${row}.${box}`;
  }
  return undefined;
}

/** What is wrong across fields once each field is right (the last day before the first), by field; null for nothing. */
export type AcrossFields<V> = (values: V) => Partial<Record<keyof V & string, string | null>>;

/** The schema's resolver, then the form's `across` (its context, the latest given) on values the schema passed. */
function withAcross<V extends FieldValues>(schema: Resolver<V, unknown, V>): Resolver<V, unknown, V> {
  return async (values, context, options) => {
    const result = await schema(values, undefined, options);
    if (Object.keys(result.errors).length > 0 || typeof context !== 'function') return result;
    const across = context as AcrossFields<V>;
    const problems = Object.entries(across(result.values as V)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (problems.length === 0) return result;
    const errors = Object.fromEntries(problems.map(([name, message]): [string, FieldError] => [name, { type: 'across', message }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * A form of typed fields (react-hook-form; `initial` names them), checked by the schema of its collection's fields
 * (inputSchema.ts), then by `across` for what concerns several fields: each problem is shown under its field, and the
 * first such field takes focus. When a required field is blank (a row of rows short of a box) or a required picture is
 * not picked, the form also says its own message (the first such field's `missing`, in the order of `fields`:
 * docs/product-rules.md#messages), which takes focus.
 * `submit(form, save, { given, missing })` makes the AdminForm's onSubmit: `given` says which fields that are not typed
 * are given (a picture picked); `missing` replaces the form's message for what is missing (an editor's own), or makes
 * it from what is given (pleaseAdd: every missing field in one message); `save` is called with the typed values once
 * everything passes.
 */
export function useSchemaForm<const K extends string, V extends Partial<Record<K, FormValue>> & FieldValues>(
  fields: Readonly<Record<K, Field>>,
  required: readonly NoInfer<K>[],
  initial: V,
  across?: AcrossFields<V>,
) {
  const names = Object.keys(initial) as (keyof V & K)[];
  const key = `${names.join()}|${required.join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema changes only with the names it checks
  const resolver = useMemo(() => withAcross(standardSchemaResolver(inputSchema<keyof V & K, V>(fields, names, required))), [fields, key]);
  // Focus is given here, once the outcome is known: to the form's message when it says one, else to the first field
  // with a problem (react-hook-form would move it to that field after the message had taken it).
  // `across` is the resolver's context: react-hook-form passes it the one of the latest render.
  const methods = useForm<V, unknown, V>({ resolver, context: across, defaultValues: initial as DefaultValues<V>, shouldFocusError: false });

  function submit(
    form: AdminFormState,
    save: (values: V) => unknown,
    { given = {}, missing: says }: { given?: Partial<Record<K, boolean>>; missing?: string | ((values: Partial<Record<K, Given>>) => string | null) } = {},
  ) {
    const missing = (values: V) => {
      const all = Object.fromEntries(
        required.map((name): [K, Given] => {
          const value = values[name];
          return [name, value === undefined ? (given[name] ?? false) : givenOf(fields[name], value)];
        }),
      ) as Partial<Record<K, Given>>;
      if (typeof says === 'function') return says(all);
      const said = missingMessage(fields, all);
      return said && (says ?? said);
    };
    const handle = methods.handleSubmit(
      (values) => {
        const message = missing(values);
        if (message) form.fail(message);
        else void save(values);
      },
      (errors) => {
        const message = missing(methods.getValues());
        if (message) form.fail(message);
        else {
          form.setMessage(null);
          const first = firstProblem(errors, names);
          if (first) methods.setFocus(first as Path<V>);
        }
      },
    );
    return () => void handle();
  }

  return { ...methods, submit };
}
