import { useMutation } from '@tanstack/react-query';
import { useFieldArray, useWatch } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { FormTextField } from '@/components/admin/FormTextField';
import { LastEdited } from '@/components/admin/LastEdited';
import { SchemaField } from '@/components/admin/SchemaField';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { feePayment, type FeeContent, type FeeTerm } from '@/content/feePayment';
import { errorText } from '@/lib/errorText';
import { storableAddress } from '@/lib/webAddress';
import { feeGroupFields as groupFields, feeGroupsField, feePaymentFields, feeTermFields as termFields } from '../feePaymentSchema';
import { feePaymentMutations } from './feePaymentAdminQueries';
import { fromFeeInput, toFeeInput, type FeeInput } from './feeInput';

const SAVED = '✅ Fee page saved. Parents see the changes on the Fee Payment page now.';
const saveFailed = (error: unknown) => `❌ Could not save the fee page: ${errorText(error)}`;
const EMPTY_TERM: FeeTerm = { term: '', months: '', dueOn: '' };
const REQUIRED = ['intro', 'bankName', 'payNowUrl', 'steps', 'terms', 'fees'] as const;
/** The stored fields, and the fee structure as the form edits it: a row for each class group. */
const fields = { ...feePaymentFields, fees: feeGroupsField };

/**
 * Edits the whole fee page (fee_payment/main): the text, the terms (one to six rows), the fee structure (one to eight
 * class groups, a fee for each term), the bank and its Pay Now address. Adding or removing a term adds or removes its
 * box in every class group.
 */
export function FeePaymentForm({ initial }: { initial: FeeContent }) {
  const input = useSchemaForm(fields, REQUIRED, toFeeInput(initial));
  const terms = useFieldArray({ control: input.control, name: 'terms' });
  const groups = useFieldArray({ control: input.control, name: 'fees' });
  const termNames = useWatch({ control: input.control, name: 'terms' }).map((term, index) => term.term.trim() || `Term ${index + 1}`);
  const form = useGuardedAction();
  const save = useMutation(feePaymentMutations.save);

  /** Every class group's amounts, changed alike: a box added for a new term, a removed term's box taken out. */
  const eachGroupsAmounts = (change: (amounts: string[]) => string[]) =>
    input.getValues('fees').forEach((group, index) => input.setValue(`fees.${index}.amounts`, change(group.amounts)));

  const submit = input.submit(form, (content: FeeInput) =>
    form.run(async () => {
      // Checked by the schema: an https:// address the site can store, kept as it stores it.
      await save.mutateAsync(fromFeeInput({ ...content, payNowUrl: storableAddress(content.payNowUrl) ?? content.payNowUrl }));
      return SAVED;
    }, saveFailed),
  );

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Save fee page" busyLabel="Saving…">
      <SchemaField control={input.control} name="intro" field={fields.intro} hint="Shown under the page's heading." />
      <SchemaField control={input.control} name="bankName" field={fields.bankName} />
      <SchemaField control={input.control} name="payNowUrl" field={fields.payNowUrl} hint="The bank’s fee collection page: Pay Now opens it in a new tab." />
      <SchemaField control={input.control} name="steps" field={fields.steps} hint="One step per line; they are numbered on the page." />
      <fieldset className="fee-admin__terms">
        <legend>{feePayment.termsTitle}</legend>
        {terms.fields.map((term, index) => (
          <fieldset key={term.id} className="fee-admin__term">
            <legend>Term {index + 1}</legend>
            <SchemaField control={input.control} name={`terms.${index}.term`} field={termFields.term} />
            <SchemaField control={input.control} name={`terms.${index}.months`} field={termFields.months} />
            <SchemaField
              control={input.control}
              name={`terms.${index}.dueOn`}
              field={termFields.dueOn}
              hint={initial.terms[index]?.dueBy && !initial.terms[index].dueOn ? `Saved before as “${initial.terms[index].dueBy}”: pick the day.` : 'The page marks the term from 7 days before.'}
            />
            {terms.fields.length > 1 && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  terms.remove(index);
                  eachGroupsAmounts((amounts) => amounts.filter((_amount, place) => place !== index));
                }}
              >
                Remove term {index + 1}
              </button>
            )}
          </fieldset>
        ))}
        {terms.fields.length < fields.terms.max && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              eachGroupsAmounts((amounts) => [...amounts, '']);
              terms.append(EMPTY_TERM, { shouldFocus: true });
            }}
          >
            Add a term
          </button>
        )}
      </fieldset>
      <fieldset className="fee-admin__terms">
        <legend>{feePayment.feesTitle}</legend>
        <p className="fee-admin__hint">The fee of each class group for each term, in whole rupees. The page adds them up for the year.</p>
        {groups.fields.map((group, index) => (
          <fieldset key={group.id} className="fee-admin__term">
            <legend>Class group {index + 1}</legend>
            <SchemaField control={input.control} name={`fees.${index}.classes`} field={groupFields.classes} hint="Such as Classes I to V." />
            <div className="fee-admin__amounts">
              {termNames.map((name, term) => (
                <FormTextField key={term} control={input.control} name={`fees.${index}.amounts.${term}`} label={`${name} (₹)`} inputMode="numeric" />
              ))}
            </div>
            {groups.fields.length > 1 && (
              <button type="button" className="button button--secondary button--small" onClick={() => groups.remove(index)}>
                Remove class group {index + 1}
              </button>
            )}
          </fieldset>
        ))}
        {groups.fields.length < fields.fees.max && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => groups.append({ classes: '', amounts: termNames.map(() => '') }, { shouldFocus: true })}
          >
            Add a class group
          </button>
        )}
      </fieldset>
      <SchemaField control={input.control} name="notes" field={fields.notes} hint="One note per line, listed under the terms." />
      <LastEdited type="fee_payment" id="main" />
    </AdminForm>
  );
}
