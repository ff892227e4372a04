import { AdminForm } from '@/components/admin/AdminForm';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { errorText } from '@/lib/errorText';
import { staffGroupTitle } from '../staffDisplay';
import { staffGroupMutations } from './staffAdminQueries';
import type { StaffGroup, StaffKind } from '../staffService';
import { facultyGroupFields, nonTeachingGroupFields } from '../staffSchema';
import { STAFF_KIND_TEXT, UPDATE_FAILED } from './staffAdminText';

/** A group's typed field: its name (a department's title, a category's name). */
const GROUP_FIELDS = {
  faculty: { name: facultyGroupFields.title },
  nonTeaching: { name: nonTeachingGroupFields.category },
} as const;

interface Props {
  kind: StaffKind;
  siteId: string;
  initial?: StaffGroup;
  onDone?: EditorDone;
}

/** Adds a faculty department or a non-teaching category (it goes last), or (with `initial`) renames one. */
export function StaffGroupForm({ kind, siteId, initial, onDone }: Props) {
  const text = STAFF_KIND_TEXT[kind];
  const fields = GROUP_FIELDS[kind];
  const input = useSchemaForm(fields, ['name'], { name: initial?.name ?? '' });
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...staffGroupMutations(siteId, kind),
    added: (draft) => `Added the ${text.noun} “${draft.name.trim()}”.`,
    addFailed: (error) => text.addFailed + errorText(error),
    updateFailed: (error) => UPDATE_FAILED + errorText(error),
  });

  const submit = input.submit(form, (values) => save(() => values, () => input.reset()));

  return (
    <AdminForm {...formProps(text.addButton, 'Adding…', initial ? staffGroupTitle(kind, initial) : text.noun)} onSubmit={submit}>
      <SchemaField control={input.control} name="name" field={fields.name} />
    </AdminForm>
  );
}
