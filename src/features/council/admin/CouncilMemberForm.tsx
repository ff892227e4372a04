import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useSingleImage } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { missingMessage } from '@/lib/fieldTable';
import { councilMemberFields as fields } from '../councilSchema';
import { councilMutations } from './councilAdminQueries';
import type { CouncilMember } from '../councilService';

/** Adds a council member (all five fields required), or (with `initial`) edits one; a new photo replaces the old. */
export function CouncilMemberForm({ initial, onDone }: { initial?: CouncilMember; onDone?: EditorDone }) {
  const { values, set, setValues } = useFieldValues({
    name: initial?.name ?? '',
    position: initial?.position ?? '',
    year: initial?.year ?? '',
    priority: initial?.priority?.toString() ?? '',
  });
  const photo = useSingleImage(initial?.imageUrl);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...councilMutations,
    added: '✅ Member added!',
    addFailed: '❌ Something went wrong.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(values.priority);
    const { name, position, year } = values;
    const missing = missingMessage(fields, { name, position, year, priority: priorityNumber !== null, imageUrl: photo.chosen });
    if (missing !== null || priorityNumber === null) {
      form.fail(missing ?? fields.priority.missing);
      return;
    }
    void save(
      async () => ({ name, position, year, priority: priorityNumber, imageUrl: await photo.url() }),
      () => {
        setValues({ name: '', position: '', year: '', priority: '' });
        photo.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add member', 'Adding…', initial?.name || 'member')} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label={fields.name.label} value={values.name} onChange={set('name')} maxLength={fields.name.max} />
        <TextField label={fields.position.label} value={values.position} onChange={set('position')} maxLength={fields.position.max} placeholder="e.g. Head Girl" />
        <TextField label={fields.year.label} value={values.year} onChange={set('year')} maxLength={fields.year.max} placeholder="e.g. 2026-27" />
        <PriorityField value={values.priority} onChange={set('priority')} placeholder="1 = shown first" />
      </div>
      <SingleImageField label={fields.imageUrl.label} image={photo} of={initial?.name ?? ''} hint="A portrait photo works best; it is shown on the Council page." />
    </AdminForm>
  );
}
