import { useEffect, useSyncExternalStore } from 'react';
import type { Control } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { ChoiceField } from '@/components/admin/ChoiceField';
import { useConfirm } from '@/components/admin/ConfirmDialog';
import { FilePicker } from '@/components/admin/FilePicker';
import { DATE_OUT_OF_RANGE } from '@/components/admin/DateField';
import { FormTextField, useBoundField } from '@/components/admin/FormTextField';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { formatIsoDate, readIsoDate, todayIsoDate } from '@/lib/isoDate';
import { storedAddress } from '@/lib/webAddress';
import { reportYearChoices } from '../annualReport';
import type { DocumentRow, SectionId } from '../appendixIX';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { rowAnchor } from './rowAnchor';
import { useSectionForm } from './useSectionForm';

interface DocumentInputs {
  updatedOn: string;
  validUntil: string;
  /** The academic year of a yearly document (the annual report); '' for the others. */
  year: string;
}

const NO_PDF = '❌ Please choose a PDF.';
/** A renewed certificate without its new last day would keep the warning (or lose it silently). */
export const RENEWED_NEEDS_VALID_UNTIL = "Enter the renewed certificate's 'Valid until' date.";

/** On a phone each document's form folds under a summary line, and one opens at a time. */
const PHONE = '(max-width: 30rem)';
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const usePhoneWidth = () => useSyncExternalStore(subscribeToWidth, () => window.matchMedia(PHONE).matches, () => false);
/** 'Valid until' before 'Updated on' (isDisclosureFile in firestore.rules refuses it too). */
export const VALID_BEFORE_UPDATED = "Choose a day on or after 'Updated on': a document is valid from the day it was updated.";

/**
 * One document of section B or C: its PDF as saved (opened in a new tab) with its dates, and a small form to upload
 * or replace it (PDF only, at most 10 MB), set its 'Updated on' date (today for a new upload) and an optional 'Valid
 * until' date (a yearly document: the academic year it reports on), or remove it after a confirmation. A new PDF for a
 * stored one is a renewal: 'Updated on' becomes today and a certificate asks for its new 'Valid until', so that its
 * warning clears once it is saved; a yearly document's year becomes the last year that ended.
 */
export function DocumentRowForm({ section, row, disclosure }: { section: SectionId; row: DocumentRow; disclosure: MandatoryDisclosure }) {
  const stored = disclosure.files[row.key];
  const years = row.yearly ? reportYearChoices(todayIsoDate(), stored) : [];
  const saved: DocumentInputs = { updatedOn: stored?.updatedOn ?? '', validUntil: stored?.validUntil ?? '', year: stored?.year ?? '' };
  const uploads = useFileUploads({ multiple: false, kind: 'pdf' });
  const renewing = uploads.files.length > 0 && stored !== undefined;
  const certificate = Boolean(stored?.validUntil);
  const input = useSectionForm<DocumentInputs>({
    section,
    saved,
    savedAt: disclosure.updatedAt[section],
    start: { ...saved, updatedOn: saved.updatedOn || todayIsoDate(), year: saved.year || (years[0] ?? '') },
    check: ({ updatedOn, validUntil }) => ({
      updatedOn: readIsoDate(updatedOn) ? null : DATE_OUT_OF_RANGE,
      validUntil:
        validUntil === ''
          ? renewing && certificate
            ? RENEWED_NEEDS_VALID_UNTIL
            : null
          : !readIsoDate(validUntil)
            ? DATE_OUT_OF_RANGE
            : validUntil < updatedOn
              ? VALID_BEFORE_UPDATED
              : null,
    }),
  });
  const { form, save, setValue } = input;
  const confirm = useConfirm();
  const phone = usePhoneWidth();

  // A renewed document is updated today; a certificate's old last day is not the new one's, nor a report's old year.
  const newestYear = years[0];
  useEffect(() => {
    if (!renewing) return;
    setValue('updatedOn', todayIsoDate(), { shouldDirty: true });
    if (certificate) setValue('validUntil', '', { shouldDirty: true });
    if (newestYear) setValue('year', newestYear, { shouldDirty: true });
  }, [renewing, certificate, newestYear, setValue]);

  const submit = input.submit(
    form,
    ({ updatedOn, validUntil, year }) =>
      void save(
        async () => {
          const [uploaded] = await uploads.uploadAll();
          const url = uploaded ?? stored?.url;
          if (!url) throw new Error('The upload host returned no address for the PDF.');
          const dated = row.yearly ? { year } : validUntil ? { validUntil } : {};
          return { [row.key]: { url: storedAddress(url), updatedOn, ...dated } };
        },
        `✅ Saved: ${row.label}.`,
        uploads.clear,
      ),
    { missing: () => (uploads.files.length === 0 && !stored ? NO_PDF : null) },
  );

  async function remove() {
    if (!(await confirm(`Remove the document “${row.label}”? Visitors will see “To be updated” in its place.`, 'Remove'))) return;
    void save({ [row.key]: undefined }, `✅ Removed: ${row.label}.`, uploads.clear);
  }

  return (
    <li id={rowAnchor(row.key)} className="disclosure-admin__document">
      <h3 className="disclosure-admin__document-title">{row.label}</h3>
      {stored ? (
        <p className="disclosure-admin__document-now">
          <a href={stored.url} target="_blank" rel="noopener noreferrer">
            View PDF<span className="visually-hidden"> of {row.label} (opens in a new tab)</span>
          </a>
          {stored.year && ` · For ${stored.year}`}
          {stored.updatedOn && ` · Updated on ${formatIsoDate(stored.updatedOn)}`}
          {stored.validUntil && ` · Valid until ${formatIsoDate(stored.validUntil)}`}
        </p>
      ) : (
        <p className="disclosure-admin__document-now admin-hint">
          {row.sitePage ? `No PDF yet: visitors see the link “${row.sitePage.text}”.` : 'No document yet: visitors see “To be updated”.'}
        </p>
      )}
      <details className="disclosure-admin__fold" name={phone ? 'disclosure-documents' : undefined} open={phone ? undefined : true}>
        <summary className="fold-summary disclosure-admin__summary">
          {stored ? 'Replace the PDF or change its dates' : 'Upload the PDF'}
          <span className="visually-hidden">: {row.label}</span>
        </summary>
        <AdminForm form={form} onSubmit={submit} submitLabel={stored ? 'Save' : 'Upload'} busyLabel="Saving…" label={row.label}>
          <FilePicker label={stored ? 'Replace the PDF (optional)' : 'PDF'} kind="pdf" uploads={uploads} hint="A PDF of at most 10 MB: the self-attested copy." />
          <div className="admin-form__fields">
            <FormTextField control={input.control} name="updatedOn" date label="Updated on" />
            {row.yearly ? (
              <ReportYearField control={input.control} years={years} />
            ) : (
              <FormTextField
                control={input.control}
                name="validUntil"
                date
                label={renewing && certificate ? 'Valid until' : 'Valid until (optional)'}
                hint={
                  renewing && certificate
                    ? "The renewed certificate's last valid day: its warning clears once you save."
                    : 'The last day a certificate is valid: you are warned 30 days before.'
                }
              />
            )}
          </div>
        </AdminForm>
        {stored && (
          <button type="button" className="button button--secondary disclosure-admin__remove" onClick={() => void remove()} disabled={form.busy}>
            Remove<span className="visually-hidden"> {row.label}</span>
          </button>
        )}
      </details>
    </li>
  );
}

/** The academic year a yearly document reports on, one of the last four that ended. */
function ReportYearField({ control, years }: { control: Control<DocumentInputs, unknown, DocumentInputs>; years: readonly string[] }) {
  return <ChoiceField {...useBoundField(control, 'year')} label="Academic year" options={years} hint="The year April to March it reports on." />;
}
