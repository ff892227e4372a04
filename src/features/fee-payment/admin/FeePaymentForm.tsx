import { useMutation } from '@tanstack/react-query';
import { AdminForm } from '@/components/admin/AdminForm';
import { LastEdited } from '@/components/admin/LastEdited';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { WebAddressField } from '@/components/admin/WebAddressField';
import { feePayment, type FeeContent, type FeeTerm } from '@/content/feePayment';
import { errorText } from '@/lib/errorText';
import { missingMessage } from '@/lib/fieldTable';
import { storableAddress } from '@/lib/webAddress';
import { feePaymentFields as fields, feeTermFields as termFields } from '../feePaymentSchema';
import { feePaymentMutations } from './feePaymentAdminQueries';

const SAVED = '✅ Fee page saved. Parents see the changes on the Fee Payment page now.';
const saveFailed = (error: unknown) => `❌ Could not save the fee page: ${errorText(error)}`;
const EMPTY_TERM: FeeTerm = { term: '', months: '', dueBy: '' };

/** The bank's page as it is stored: an https:// address (never a page of this site), or null. */
const payNowAddress = (input: string): string | null => {
  const address = storableAddress(input);
  return address?.startsWith('https://') ? address : null;
};

/** Edits the whole fee page (fee_payment/main): the text, the terms (one to six rows), the bank and its Pay Now address. */
export function FeePaymentForm({ initial }: { initial: FeeContent }) {
  const { values: content, set, setValues: setContent } = useFieldValues<FeeContent>(initial);
  const form = useAdminForm();
  const save = useMutation(feePaymentMutations.save);
  const setTerm = (index: number, field: keyof FeeTerm) => (value: string) =>
    setContent((current) => ({ ...current, terms: current.terms.map((term, at) => (at === index ? { ...term, [field]: value } : term)) }));

  function submit() {
    const { terms, ...texts } = content;
    const missing = missingMessage(fields, texts) ?? terms.map((term) => missingMessage(termFields, term)).find((message) => message !== null);
    if (missing) {
      form.fail(missing);
      return;
    }
    const payNowUrl = payNowAddress(content.payNowUrl);
    if (!form.checkFields({ payNowUrl: payNowUrl ? null : fields.payNowUrl.invalid }) || !payNowUrl) {
      form.fail('❌ Please correct the Pay Now address marked below.');
      return;
    }
    void form.run(async () => {
      await save.mutateAsync({ ...content, payNowUrl });
      return SAVED;
    }, saveFailed);
  }

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Save fee page" busyLabel="Saving…">
      <TextAreaField label={fields.intro.label} value={content.intro} onChange={set('intro')} maxLength={fields.intro.max} hint="Shown under the page's heading." />
      <TextField label={fields.bankName.label} value={content.bankName} onChange={set('bankName')} maxLength={fields.bankName.max} />
      <WebAddressField
        label={fields.payNowUrl.label}
        value={content.payNowUrl}
        onChange={set('payNowUrl')}
        error={form.fieldErrors.payNowUrl}
        hint="The bank’s fee collection page: Pay Now opens it in a new tab."
      />
      <TextAreaField label={fields.steps.label} value={content.steps} onChange={set('steps')} maxLength={fields.steps.max} hint="One step per line; they are numbered on the page." />
      <fieldset className="fee-admin__terms">
        <legend>{feePayment.termsTitle}</legend>
        {content.terms.map((term, index) => (
          <fieldset key={index} className="fee-admin__term">
            <legend>Term {index + 1}</legend>
            {(['term', 'months', 'dueBy'] as const).map((field) => (
              <TextField key={field} label={termFields[field].label} value={term[field]} onChange={setTerm(index, field)} maxLength={termFields[field].max} />
            ))}
            {content.terms.length > 1 && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setContent((current) => ({ ...current, terms: current.terms.filter((_, at) => at !== index) }))}
              >
                Remove term {index + 1}
              </button>
            )}
          </fieldset>
        ))}
        {content.terms.length < fields.terms.max && (
          <button type="button" className="button button--secondary button--small" onClick={() => setContent((current) => ({ ...current, terms: [...current.terms, EMPTY_TERM] }))}>
            Add a term
          </button>
        )}
      </fieldset>
      <TextAreaField label={fields.notes.label} value={content.notes} onChange={set('notes')} maxLength={fields.notes.max} hint="One note per line, listed under the terms." />
      <LastEdited type="fee_payment" id="main" />
    </AdminForm>
  );
}
