import { useMutation } from '@tanstack/react-query';
import { AdminForm } from '@/components/admin/AdminForm';
import { FilePicker } from '@/components/admin/FilePicker';
import { TextField } from '@/components/admin/TextField';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { missingMessage } from '@/lib/fieldTable';
import { yearPlannerFields as fields } from '../yearPlannerSchema';
import { yearPlannerMutations } from './yearPlannerAdminQueries';

/** Uploads a planner (a picture or a PDF) and saves it with its year, replacing the current planner. */
export function YearPlannerForm() {
  const { values, set, setValues } = useFieldValues({ year: '' });
  const uploads = useFileUploads({ multiple: false, kind: 'image-or-pdf' });
  const form = useAdminForm();
  const savePlanner = useMutation(yearPlannerMutations.save);

  function submit() {
    const { year } = values;
    const missing = missingMessage(fields, { year, url: uploads.files.length > 0 });
    if (missing) {
      form.fail(missing);
      return;
    }
    void form.run(async () => {
      const [url] = await uploads.uploadAll();
      if (!url) throw new Error('The upload host returned no address for the planner.');
      await savePlanner.mutateAsync({ url, year });
      setValues({ year: '' });
      uploads.clear();
      return '✅ Uploaded successfully!';
    }, '❌ Upload failed. Check console.');
  }

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Upload planner" busyLabel="Uploading…">
      <TextField className="year-planner-admin__year-field" label={fields.year.label} value={values.year} onChange={set('year')} placeholder="e.g. 2026-27" maxLength={fields.year.max} />
      <FilePicker
        label={fields.url.label}
        uploads={uploads}
        kind="image-or-pdf"
        hint="One image or one PDF of the whole year's calendar. Visitors see an image on the page, and a PDF through 'View PDF'."
      />
    </AdminForm>
  );
}
