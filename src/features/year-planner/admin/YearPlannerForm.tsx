import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField } from '@/components/admin/ImageFields';
import { TextField } from '@/components/admin/TextField';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { useSingleImage } from '@/components/admin/useImageFields';
import { yearPlannerMutations } from './yearPlannerAdminQueries';

/** Uploads a planner image and saves it with its year, replacing the current planner. */
export function YearPlannerForm() {
  const [year, setYear] = useState('');
  const image = useSingleImage(null);
  const form = useAdminForm();
  const savePlanner = useMutation(yearPlannerMutations.save);

  function submit() {
    if (!year.trim() || !image.chosen) {
      form.fail('Please select an image and enter the year');
      return;
    }
    void form.run(async () => {
      await savePlanner.mutateAsync({ url: await image.url(), year });
      setYear('');
      image.uploads.clear();
      return '✅ Uploaded successfully!';
    }, '❌ Upload failed. Check console.');
  }

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Upload planner" busyLabel="Uploading…">
      <TextField className="year-planner-admin__year-field" label="Year" value={year} onChange={setYear} placeholder="e.g. 2026-27" maxLength={20} />
      <SingleImageField label="Planner image" image={image} of="the planner" hint="One image of the whole year's calendar." />
    </AdminForm>
  );
}
