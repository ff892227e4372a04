import { LastEdited } from '@/components/admin/LastEdited';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { useAdminForm } from '@/components/admin/useAdminForm';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { errorText } from '@/lib/errorText';
import { councilInfoFields as fields } from '../councilSchema';
import { councilMutations } from './councilAdminQueries';

const UPDATED = '✅ Description updated successfully.';
const NOT_FOUND = '❌ Description document not found.';
const updateFailed = (error: unknown) => `❌ Failed to update description: ${errorText(error)}`;

/** Edits the council description (`council_info/main`); `initial` is null when that document does not exist yet. */
export function CouncilDescriptionForm({ initial }: { initial: string | null }) {
  const { values, set } = useFieldValues({ description: initial ?? '' });
  const [missing, setMissing] = useState(initial === null);
  const form = useAdminForm();
  const saveDescription = useMutation(councilMutations.saveDescription);

  const submit = () =>
    void form.run(async () => {
      await saveDescription.mutateAsync(values.description);
      setMissing(false);
      return UPDATED;
    }, updateFailed);

  return (
    <AdminForm form={form} onSubmit={submit} submitLabel="Save description" busyLabel="Saving…">
      {missing && (
        <div>
          <p className="form-status form-status--error" role="status">
            {NOT_FOUND}
          </p>
          <p className="admin-hint">Type the description below and save it to create it.</p>
        </div>
      )}
      <TextAreaField
        label={fields.description.label}
        textareaClassName="council-admin__description"
        value={values.description}
        onChange={set('description')}
        maxLength={fields.description.max}
        hint="Shown above the members on the Council page. Leave an empty line between paragraphs."
      />
      <LastEdited type="council_info" id="main" />
    </AdminForm>
  );
}
