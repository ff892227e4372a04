import { AdminForm } from '@/components/admin/AdminForm';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { errorText } from '@/lib/errorText';
import { staffMemberMutations } from './staffAdminQueries';
import type { StaffGroup, StaffKind, StaffMember } from '../staffService';
import { facultyGroupFields } from '../staffSchema';
import { ADD_MEMBER_FAILED, UPDATE_FAILED } from './staffAdminText';

/** A member's name: the same field in a department and in a category (staffSchema.ts). */
const { members } = facultyGroupFields;

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
  const { values, set, setValues } = useFieldValues({ name: initial?.name ?? '' });
  const { form, save, formProps } = useItemForm({
    initial: initial && { id: initial.name },
    onDone,
    ...staffMemberMutations(siteId, kind, { id: group.id, title }),
    added: (added) => `Added “${added.trim()}” to ${title}.`,
    addFailed: (error) => ADD_MEMBER_FAILED + errorText(error),
    updateFailed: (error) => UPDATE_FAILED + errorText(error),
  });

  function submit() {
    const trimmed = values.name.trim();
    if (!trimmed) {
      form.checkFields({});
      form.fail(members.missing);
      return;
    }
    // Members are stored as a set: a second identical name would silently do nothing.
    const taken = trimmed !== initial?.name && group.members.some((member) => member.name === trimmed);
    if (!form.checkFields({ name: taken ? `“${trimmed}” is already listed in ${title}.` : null })) return;
    void save(
      () => trimmed,
      () => setValues({ name: '' }),
    );
  }

  return (
    <AdminForm
      {...formProps('Add', 'Adding…', initial?.name ?? 'member')}
      label={initial ? `Edit ${initial.name}` : `Add a member to ${title}`}
      className="staff-admin-member-form"
      onSubmit={submit}
    >
      <TextField label={initial ? 'Name' : members.label} value={values.name} onChange={set('name')} maxLength={members.nameMax} error={form.fieldErrors.name} />
    </AdminForm>
  );
}
