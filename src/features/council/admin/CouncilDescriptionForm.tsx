import { LastEdited } from '@/components/admin/LastEdited';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { SchemaField } from '@/components/admin/SchemaField';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { errorText } from '@/lib/errorText';
import { councilInfoFields as fields } from '../councilSchema';
import { councilMutations } from './councilAdminQueries';

const UPDATED = '✅ Description updated successfully.';
const NOT_FOUND = '❌ Description document not found.';
const updateFailed = (error: unknown) => `❌ Failed to update description: ${errorText(error)}`;

/** Edits the council description (`council_info/main`); `initial` is null when that document does not exist yet. */
export function CouncilDescriptionForm({ initial }: { initial: string | null }) {
  const input = useSchemaForm(fields, [], { description: initial ?? '' });
  const [missing, setMissing] = useState(initial === null);
  const form = useGuardedAction();
  const saveDescription = useMutation(councilMutations.saveDescription);

  const submit = input.submit(form, ({ description }) =>
    form.run(async () => {
      await saveDescription.mutateAsync(description);
      setMissing(false);
      return UPDATED;
    }, updateFailed),
  );

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
      <SchemaField
        control={input.control}
        name="description"
        field={fields.description}
        textareaClassName="council-admin__description"
        hint="Shown above the members on the Council page. Leave an empty line between paragraphs."
      />
      <LastEdited type="council_info" id="main" />
    </AdminForm>
  );
}
