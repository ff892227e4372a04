import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { LastEdited } from '@/components/admin/LastEdited';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { WebAddressField } from '@/components/admin/WebAddressField';
import { feePayment, type FeeContent, type FeeTerm } from '@/content/feePayment';
import { errorText } from '@/lib/errorText';
import { storableAddress } from '@/lib/webAddress';
import { feePaymentMutations } from './feePaymentAdminQueries';

const SAVED = '✅ Fee page saved. Parents see the changes on the Fee Payment page now.';
const saveFailed = (error: unknown) => `❌ Could not save the fee page: ${errorText(error)}`;
const MISSING = '❌ Please fill in the introduction, the bank’s name, the Pay Now address, the steps, and every box of each term.';
const BAD_ADDRESS = 'Enter the bank’s fee collection page, starting with https:// (copy it from the bank’s letter or e-mail).';
const EMPTY_TERM: FeeTerm = { term: '', months: '', dueBy: '' };

/** The bank's page as it is stored: an https:// address (never a page of this site), or null. */
const payNowAddress = (input: string): string | null => {
  const address = storableAddress(input);
  return address?.startsWith('https://') ? address : null;
};

/** Edits the whole fee page (fee_payment/main): the text, the terms (one to six rows), the bank and its Pay Now address. */
export function FeePaymentForm({ initial }: { initial: FeeContent }) {
  const [content, setContent] = useState<FeeContent>(initial);
  const form = useAdminForm();
  const save = useMutation(feePaymentMutations.save);
  const set = (field: Exclude<keyof FeeContent, 'terms'>) => (value: string) => setContent((current) => ({ ...current, [field]: value }));
  const setTerm = (index: number, field: keyof FeeTerm) => (value: string) =>
    setContent((current) => ({ ...current, terms: current.terms.map((term, at) => (at === index ? { ...term, [field]: value } : term)) }));

  function submit() {
    const filled = (text: string) => text.trim() !== '';
    const termsFilled = content.terms.every((term) => filled(term.term) && filled(term.months) && filled(term.dueBy));
    if (![content.intro, content.bankName, content.payNowUrl, content.steps].every(filled) || !termsFilled) {
      form.fail(MISSING);
      return;
    }
    const payNowUrl = payNowAddress(content.payNowUrl);
    if (!form.checkFields({ payNowUrl: payNowUrl ? null : BAD_ADDRESS }) || !payNowUrl) {
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
      <TextAreaField label="Introduction" value={content.intro} onChange={set('intro')} maxLength={1000} hint="Shown under the page's heading." />
      <TextField label="Bank’s name" value={content.bankName} onChange={set('bankName')} maxLength={100} />
      <WebAddressField
        label="Pay Now address"
        value={content.payNowUrl}
        onChange={set('payNowUrl')}
        error={form.fieldErrors.payNowUrl}
        hint="The bank’s fee collection page: Pay Now opens it in a new tab."
      />
      <TextAreaField label="How to pay" value={content.steps} onChange={set('steps')} maxLength={2000} hint="One step per line; they are numbered on the page." />
      <fieldset className="fee-admin__terms">
        <legend>{feePayment.termsTitle}</legend>
        {content.terms.map((term, index) => (
          <fieldset key={index} className="fee-admin__term">
            <legend>Term {index + 1}</legend>
            <TextField label="Term" value={term.term} onChange={setTerm(index, 'term')} maxLength={50} />
            <TextField label="Months" value={term.months} onChange={setTerm(index, 'months')} maxLength={100} />
            <TextField label="Pay by" value={term.dueBy} onChange={setTerm(index, 'dueBy')} maxLength={50} />
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
        {content.terms.length < feePayment.maxTerms && (
          <button type="button" className="button button--secondary button--small" onClick={() => setContent((current) => ({ ...current, terms: [...current.terms, EMPTY_TERM] }))}>
            Add a term
          </button>
        )}
      </fieldset>
      <TextAreaField label="Notes (optional)" value={content.notes} onChange={set('notes')} maxLength={2000} hint="One note per line, listed under the terms." />
      <LastEdited type="fee_payment" id="main" />
    </AdminForm>
  );
}
