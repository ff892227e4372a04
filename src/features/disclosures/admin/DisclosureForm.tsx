import { AdminForm } from '@/components/admin/AdminForm';
import { FilePicker } from '@/components/admin/FilePicker';
import { SchemaField } from '@/components/admin/SchemaField';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { errorText } from '@/lib/errorText';
import { pleaseAdd } from '@/lib/fieldTable';
import { todayIsoDate } from '@/lib/isoDate';
import { disclosureFields as fields } from '../disclosureSchema';
import type { DisclosureDocument } from '../disclosuresService';
import { disclosureMutations } from './disclosuresAdminQueries';
import { emptyDisclosureInput, inputOfDisclosure } from './disclosureInput';

/**
 * Adds a disclosure document (title, 'Updated on' date and PDF required; it goes last in the list), or (with
 * `initial`) edits one: its PDF stays unless a new one is picked.
 */
export function DisclosureForm({ initial, onDone }: { initial?: DisclosureDocument; onDone?: EditorDone }) {
  const input = useSchemaForm(fields, ['title', 'documentDate', 'pdfUrl'], initial ? inputOfDisclosure(initial) : emptyDisclosureInput(todayIsoDate()));
  const uploads = useFileUploads({ multiple: false, kind: 'pdf' });
  const stored = initial?.pdfUrl ?? null;
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...disclosureMutations,
    added: (draft) => `✅ Added “${draft.title.trim()}”: it is now last on the home page.`,
    addFailed: (error) => `❌ Could not add the document: ${errorText(error)}`,
  });

  const submit = input.submit(
    form,
    (values) =>
      save(
        async () => {
          const [uploaded] = await uploads.uploadAll();
          const pdfUrl = uploaded ?? stored;
          if (!pdfUrl) throw new Error('The upload host returned no address for the PDF.');
          return { ...values, pdfUrl };
        },
        () => {
          input.reset(emptyDisclosureInput(todayIsoDate()));
          uploads.clear();
        },
      ),
    { given: { pdfUrl: uploads.files.length > 0 || stored !== null }, missing: (values) => pleaseAdd(fields, values) },
  );

  const name = initial?.title || 'document';
  return (
    <AdminForm {...formProps('Add document', 'Adding…', name)} onSubmit={submit}>
      <div className="admin-form__fields">
        <SchemaField control={input.control} name="title" field={fields.title} placeholder="e.g. Fee Structure 2026-27" />
        <SchemaField
          control={input.control}
          name="documentDate"
          field={fields.documentDate}
          hint="The day the document itself was last updated; visitors see it under the title."
        />
        <SchemaField
          control={input.control}
          name="description"
          field={fields.description}
          className="disclosures-admin__wide"
          textareaClassName="disclosures-admin__description"
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
