import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField, useSingleImage } from '@/components/admin/ImageFields';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { councilMemberFields as fields } from '../councilSchema';
import { councilMutations } from './councilAdminQueries';
import type { CouncilMember } from '../councilService';

/** Adds a council member (all four fields required; it goes last), or (with `initial`) edits one; a new photo replaces the old. */
export function CouncilMemberForm({ initial, onDone }: { initial?: CouncilMember; onDone?: EditorDone }) {
  const input = useSchemaForm(fields, ['name', 'position', 'year', 'imageUrl'], {
    name: initial?.name ?? '',
    position: initial?.position ?? '',
    year: initial?.year ?? '',
  });
  const photo = useSingleImage(initial?.imageUrl);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...councilMutations,
    added: '✅ Member added!',
    addFailed: '❌ Something went wrong.',
  });
  const submit = input.submit(
    form,
    (member) =>
      save(
        async () => ({ ...member, imageUrl: await photo.url() }),
        () => {
          input.reset();
          photo.uploads.clear();
        },
      ),
    { given: { imageUrl: photo.chosen } },
  );

  return (
    <AdminForm {...formProps('Add member', 'Adding…', initial?.name || 'member')} onSubmit={submit}>
      <div className="admin-form__fields">
        <SchemaField control={input.control} name="name" field={fields.name} />
        <SchemaField control={input.control} name="position" field={fields.position} placeholder="e.g. Head Girl" />
        <SchemaField control={input.control} name="year" field={fields.year} placeholder="e.g. 2026-27" />
      </div>
      <SingleImageField label={fields.imageUrl.label} image={photo} of={initial?.name ?? ''} hint="A portrait photo works best; it is shown on the Council page." />
    </AdminForm>
  );
}
