import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { FilePicker } from '@/components/admin/FilePicker';
import { TextField } from '@/components/admin/TextField';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { yearPlannerMutations } from './yearPlannerAdminQueries';

/** What the admin is told when the year or the planner's file is missing: the exact words (docs/product-rules.md#messages), although a PDF is taken too. */
const MISSING_PLANNER_INPUT = 'Please select an image and enter the year';

/** Uploads a planner (a picture or a PDF) and saves it with its year, replacing the current planner. */
export function YearPlannerForm() {
  const [year, setYear] = useState('');
  const uploads = useFileUploads({ multiple: false, kind: 'image-or-pdf' });
  const form = useAdminForm();
  const savePlanner = useMutation(yearPlannerMutations.save);

  function submit() {
    if (!year.trim() || uploads.files.length === 0) {
      form.fail(MISSING_PLANNER_INPUT);
      return;
    }
    void form.run(async () => {
      const [url] = await uploads.uploadAll();
      if (!url) throw new Error('The upload host returned no address for the planner.');
      await savePlanner.mutateAsync({ url, year });
      setYear('');
      uploads.clear();
      return '✅ Uploaded successfully!';
    }, '❌ Upload failed. Check console.');
  }

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Upload planner" busyLabel="Uploading…">
      <TextField className="year-planner-admin__year-field" label="Year" value={year} onChange={setYear} placeholder="e.g. 2026-27" maxLength={20} />
      <FilePicker
        label="Planner (image or PDF)"
        uploads={uploads}
        kind="image-or-pdf"
        hint="One image or one PDF of the whole year's calendar. Visitors see an image on the page, and a PDF through 'View PDF'."
      />
    </AdminForm>
  );
}
