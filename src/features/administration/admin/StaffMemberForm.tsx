import { AdminForm } from '@/components/admin/AdminForm';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { errorText } from '@/lib/errorText';
import type { FieldTable } from '@/lib/fieldTable';
import { staffMemberMutations } from './staffAdminQueries';
import type { StaffGroup, StaffKind, StaffMember } from '../staffService';
import { facultyGroupFields } from '../staffSchema';
import { ADD_MEMBER_FAILED, UPDATE_FAILED } from './staffAdminText';

/** A member's name: the same field in a department and in a category (staffSchema.ts), typed one at a time. */
const { members } = facultyGroupFields;
const memberFields = { name: { kind: 'text', max: members.nameMax, label: members.label, missing: members.missing } } as const satisfies FieldTable;

interface Props {
  siteId: string;
  kind: StaffKind;
  group: StaffGroup;
  /** The group's name as shown (with the fallback for a group without one). */
  title: string;
  initial?: StaffMember;
  onDone?: EditorDone;
}

/** Adds a member to a department or category, or (with `initial`) corrects a member's name. */
export function StaffMemberForm({ siteId, kind, group, title, initial, onDone }: Props) {
  const input = useSchemaForm(memberFields, ['name'], { name: initial?.name ?? '' });
  const { form, save, formProps } = useItemForm({
    initial: initial && { id: initial.name },
    onDone,
    ...staffMemberMutations(siteId, kind, { id: group.id, title }),
    added: (added) => `Added “${added.trim()}” to ${title}.`,
    addFailed: (error) => ADD_MEMBER_FAILED + errorText(error),
    updateFailed: (error) => UPDATE_FAILED + errorText(error),
  });

  const submit = input.submit(form, ({ name }) => {
    const trimmed = name.trim();
    // Members are stored as a set: a second identical name would silently do nothing.
    if (trimmed !== initial?.name && group.members.some((member) => member.name === trimmed)) {
      form.setMessage(null);
      input.setError('name', { message: `“${trimmed}” is already listed in ${title}.` }, { shouldFocus: true });
      return;
    }
    void save(
      () => trimmed,
      () => input.reset(),
    );
  });

  return (
    <AdminForm
      {...formProps('Add', 'Adding…', initial?.name ?? 'member')}
      label={initial ? `Edit ${initial.name}` : `Add a member to ${title}`}
      className="staff-admin-member-form"
      onSubmit={submit}
    >
      <SchemaField control={input.control} name="name" field={memberFields.name} label={initial ? 'Name' : undefined} />
    </AdminForm>
  );
}
