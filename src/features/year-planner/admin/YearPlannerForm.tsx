import { useMutation } from '@tanstack/react-query';
import { AdminForm } from '@/components/admin/AdminForm';
import { FilePicker } from '@/components/admin/FilePicker';
import { SchemaField } from '@/components/admin/SchemaField';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { yearPlannerFields as fields } from '../yearPlannerSchema';
import { yearPlannerMutations } from './yearPlannerAdminQueries';

/** Uploads a planner (a picture or a PDF) and saves it with its year, replacing the current planner. */
export function YearPlannerForm() {
  const input = useSchemaForm(fields, ['year', 'url'], { year: '' });
  const uploads = useFileUploads({ multiple: false, kind: 'image-or-pdf' });
  const form = useGuardedAction();
  const savePlanner = useMutation(yearPlannerMutations.save);

  const submit = input.submit(
    form,
    ({ year }) =>
      form.run(async () => {
        const [url] = await uploads.uploadAll();
        if (!url) throw new Error('The upload host returned no address for the planner.');
        await savePlanner.mutateAsync({ url, year });
        input.reset();
        uploads.clear();
        return '✅ Uploaded successfully!';
      }, '❌ Upload failed. Check console.'),
    { given: { url: uploads.files.length > 0 } },
  );

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Upload planner" busyLabel="Uploading…">
      <SchemaField control={input.control} name="year" field={fields.year} className="year-planner-admin__year-field" placeholder="e.g. 2026-27" />
      <FilePicker
        label={fields.url.label}
        uploads={uploads}
        kind="image-or-pdf"
        hint="One image or one PDF of the whole year's calendar. Visitors see an image on the page, and a PDF through 'View PDF'."
      />
    </AdminForm>
  );
}
