import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { missingMessage, type Field, type Given } from '@/lib/fieldTable';
import { inputSchema } from './inputSchema';
import type { AdminFormState } from './useAdminForm';

/**
 * A form of typed fields (react-hook-form; `initial` names them), checked by the schema of its collection's fields
 * (inputSchema.ts): each problem is shown under its field, and the first such field takes focus. When a required field
 * is blank or a required picture is not picked, the form also says its own message (the first such field's `missing`,
 * in the order of `fields`: docs/product-rules.md#messages), which takes focus.
 * `submit(form, save, { given, missing })` makes the AdminForm's onSubmit: `given` says which fields that are not typed
 * are given (a picture picked); `missing` replaces the form's message for what is missing (an editor's own), or makes
 * it from what is given (pleaseAdd: every missing field in one message); `save` is called with the typed values once
 * everything passes.
 */
export function useSchemaForm<const K extends string, const T extends K>(fields: Readonly<Record<K, Field>>, required: readonly NoInfer<K>[], initial: Record<T, string>) {
  const names = Object.keys(initial) as T[];
  const key = `${names.join()}|${required.join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema changes only with the names it checks
  const resolver = useMemo(() => standardSchemaResolver(inputSchema<T>(fields, names, required)), [fields, key]);
  // Focus is given here, once the outcome is known: to the form's message when it says one, else to the first field
  // with a problem (react-hook-form would move it to that field after the message had taken it).
  const methods = useForm<Record<T, string>, unknown, Record<T, string>>({
    resolver,
    defaultValues: initial as DefaultValues<Record<T, string>>,
    shouldFocusError: false,
  });

  function submit(
    form: AdminFormState,
    save: (values: Record<T, string>) => unknown,
    { given = {}, missing: says }: { given?: Partial<Record<K, boolean>>; missing?: string | ((values: Partial<Record<K, Given>>) => string | null) } = {},
  ) {
    const missing = (values: Record<T, string>) => {
      const all = Object.fromEntries(required.map((name): [K, Given] => [name, name in values ? values[name as T] : (given[name] ?? false)])) as Partial<Record<K, Given>>;
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
          const failed = new Set(Object.keys(errors));
          const first = names.find((name) => failed.has(name));
          if (first) (methods.setFocus as (name: string) => void)(first);
        }
      },
    );
    return () => void handle();
  }

  return { ...methods, submit };
}
