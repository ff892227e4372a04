import { useMutation } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { LastEdited } from '@/components/admin/LastEdited';
import { SchemaField } from '@/components/admin/SchemaField';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { feePayment, type FeeContent, type FeeTerm } from '@/content/feePayment';
import { errorText } from '@/lib/errorText';
import { storableAddress } from '@/lib/webAddress';
import { feePaymentFields as fields, feeTermFields as termFields } from '../feePaymentSchema';
import { feePaymentMutations } from './feePaymentAdminQueries';

const SAVED = '✅ Fee page saved. Parents see the changes on the Fee Payment page now.';
const saveFailed = (error: unknown) => `❌ Could not save the fee page: ${errorText(error)}`;
const EMPTY_TERM: FeeTerm = { term: '', months: '', dueBy: '' };
const REQUIRED = ['intro', 'bankName', 'payNowUrl', 'steps', 'terms'] as const;

/** Edits the whole fee page (fee_payment/main): the text, the terms (one to six rows), the bank and its Pay Now address. */
export function FeePaymentForm({ initial }: { initial: FeeContent }) {
  const input = useSchemaForm(fields, REQUIRED, initial);
  const terms = useFieldArray({ control: input.control, name: 'terms' });
  const form = useGuardedAction();
  const save = useMutation(feePaymentMutations.save);

  const submit = input.submit(form, (content) =>
    form.run(async () => {
      // Checked by the schema: an https:// address the site can store, kept as it stores it.
      await save.mutateAsync({ ...content, payNowUrl: storableAddress(content.payNowUrl) ?? content.payNowUrl });
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
            {(['term', 'months', 'dueBy'] as const).map((box) => (
              <SchemaField key={box} control={input.control} name={`terms.${index}.${box}`} field={termFields[box]} />
            ))}
            {terms.fields.length > 1 && (
              <button type="button" className="button button--secondary button--small" onClick={() => terms.remove(index)}>
                Remove term {index + 1}
              </button>
            )}
          </fieldset>
        ))}
        {terms.fields.length < fields.terms.max && (
          <button type="button" className="button button--secondary button--small" onClick={() => terms.append(EMPTY_TERM, { shouldFocus: true })}>
            Add a term
          </button>
        )}
      </fieldset>
      <SchemaField control={input.control} name="notes" field={fields.notes} hint="One note per line, listed under the terms." />
      <LastEdited type="fee_payment" id="main" />
    </AdminForm>
  );
}
