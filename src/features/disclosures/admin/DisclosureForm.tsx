import { AdminForm } from '@/components/admin/AdminForm';
import { DATE_OUT_OF_RANGE, DateField } from '@/components/admin/DateField';
import { FilePicker } from '@/components/admin/FilePicker';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { errorText } from '@/lib/errorText';
import { todayIsoDate } from '@/lib/isoDate';
import { disclosureFields as fields } from '../disclosureSchema';
import type { DisclosureDocument } from '../disclosuresService';
import { disclosureMutations } from './disclosuresAdminQueries';
import { emptyDisclosureInput, inputOfDisclosure, isStorableDate, missingInputs, type DisclosureInput } from './disclosureInput';

/**
 * Adds a disclosure document (title, 'Updated on' date and PDF required; it goes last in the list), or (with
 * `initial`) edits one: its PDF stays unless a new one is picked.
 */
export function DisclosureForm({ initial, onDone }: { initial?: DisclosureDocument; onDone?: EditorDone }) {
  const { values: input, set, setValues } = useFieldValues<DisclosureInput>(() => (initial ? inputOfDisclosure(initial) : emptyDisclosureInput(todayIsoDate())));
  const uploads = useFileUploads({ multiple: false, kind: 'pdf' });
  const stored = initial?.pdfUrl ?? null;
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...disclosureMutations,
    added: (draft) => `✅ Added “${draft.title.trim()}”: it is now last on the home page.`,
    addFailed: (error) => `❌ Could not add the document: ${errorText(error)}`,
  });

  function submit() {
    const missing = missingInputs(input, uploads.files.length > 0 || stored !== null);
    if (missing) {
      form.checkFields({});
      form.fail(missing);
      return;
    }
    if (!form.checkFields({ documentDate: isStorableDate(input.documentDate) ? null : DATE_OUT_OF_RANGE })) return;
    void save(
      async () => {
        const [uploaded] = await uploads.uploadAll();
        const pdfUrl = uploaded ?? stored;
        if (!pdfUrl) throw new Error('The upload host returned no address for the PDF.');
        return { ...input, pdfUrl };
      },
      () => {
        setValues(emptyDisclosureInput(todayIsoDate()));
        uploads.clear();
      },
    );
  }

  const name = initial?.title || 'document';
  return (
    <AdminForm {...formProps('Add document', 'Adding…', name)} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label={fields.title.label} value={input.title} onChange={set('title')} maxLength={fields.title.max} placeholder="e.g. Fee Structure 2026-27" />
        <DateField
          label={fields.documentDate.label}
          value={input.documentDate}
          onChange={set('documentDate')}
          hint="The day the document itself was last updated; visitors see it under the title."
          error={form.fieldErrors.documentDate}
        />
        <TextAreaField
          className="disclosures-admin__wide"
          textareaClassName="disclosures-admin__description"
          label={fields.description.label}
          value={input.description}
          onChange={set('description')}
          maxLength={fields.description.max}
        />
      </div>
      <FilePicker
        label={stored ? 'Replace PDF (optional)' : 'PDF'}
        kind="pdf"
        uploads={uploads}
        current={stored ? { src: stored, alt: `Current PDF of ${name}` } : null}
        hint="A PDF of at most 10 MB; visitors open it through 'View PDF'."
      />
    </AdminForm>
  );
}
