import type { Control } from 'react-hook-form';
import { AdminForm } from '@/components/admin/AdminForm';
import { ChoiceField } from '@/components/admin/ChoiceField';
import { FilePicker } from '@/components/admin/FilePicker';
import { useBoundField } from '@/components/admin/FormTextField';
import { SchemaField } from '@/components/admin/SchemaField';
import { useFileUploads } from '@/components/admin/useFileUploads';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { TEACHER_DESIGNATIONS } from '@/content/teacherDesignations';
import { errorText } from '@/lib/errorText';
import type { FieldTable } from '@/lib/fieldTable';
import type { StaffMember } from '@/lib/staffMember';
import { storedAddress } from '@/lib/webAddress';
import { staffMemberMutations } from './staffAdminQueries';
import type { StaffMemberInput } from './staffAdminService';
import type { StaffGroup, StaffKind } from '../staffService';
import { facultyGroupFields } from '../staffSchema';
import { ADD_MEMBER_FAILED, UPDATE_FAILED } from './staffAdminText';

/** A member's name and qualification: the same limits in a department and in a category (staffSchema.ts), typed one member at a time. */
const { members } = facultyGroupFields;
const memberFields = {
  name: { kind: 'text', max: members.nameMax, label: members.label, missing: members.missing },
  qualification: { kind: 'text', max: members.nameMax, mayBeEmpty: true, label: 'Qualification (optional)' },
} as const satisfies FieldTable;

interface MemberInputs {
  name: string;
  qualification: string;
  designation: string;
}

const DESIGNATION_CHOICES = ['', ...TEACHER_DESIGNATIONS];
const DESIGNATION_NAMES = { '': 'Not given' };

interface Props {
  siteId: string;
  kind: StaffKind;
  group: StaffGroup;
  /** The group's name as shown (with the fallback for a group without one). */
  title: string;
  initial?: StaffMember;
  onDone?: EditorDone;
}

/**
 * Adds a member to a department or category, or (with `initial`) corrects one. A teacher (a member of a department)
 * also has a designation, a qualification and a self-attested document (a PDF), which the Mandatory Public Disclosure's
 * Section D lists: the office enters a teacher once, here.
 */
export function StaffMemberForm({ siteId, kind, group, title, initial, onDone }: Props) {
  const teacher = kind === 'faculty';
  const start: MemberInputs = { name: initial?.name ?? '', qualification: initial?.qualification ?? '', designation: initial?.designation ?? '' };
  const input = useSchemaForm(memberFields, ['name'], start);
  const uploads = useFileUploads({ multiple: false, kind: 'pdf' });
  const { form, save, formProps } = useItemForm({
    initial: initial && { id: initial.name },
    onDone,
    ...staffMemberMutations(siteId, kind, { id: group.id, title }),
    added: (added: StaffMemberInput) => `Added “${added.name.trim()}” to ${title}.`,
    addFailed: (error) => ADD_MEMBER_FAILED + errorText(error),
    updateFailed: (error) => UPDATE_FAILED + errorText(error),
  });

  const submit = input.submit(form, ({ name, qualification, designation }) => {
    const trimmed = name.trim();
    // Members are stored as a set: a second identical name would silently do nothing.
    if (trimmed !== initial?.name && group.members.some((member) => member.name === trimmed)) {
      form.setMessage(null);
      input.setError('name', { message: `“${trimmed}” is already listed in ${title}.` }, { shouldFocus: true });
      return;
    }
    void save(
      async (): Promise<StaffMemberInput> => {
        if (!teacher) return { name: trimmed };
        const [uploaded] = await uploads.uploadAll();
        return { name: trimmed, qualification, designation, ...(uploaded && { document: storedAddress(uploaded) }) };
      },
      () => {
        input.reset();
        uploads.clear();
      },
    );
  });

  const details = teacher && (
    <>
      <div className="admin-form__fields">
        <DesignationField control={input.control} />
        <SchemaField control={input.control} name="qualification" field={memberFields.qualification} />
      </div>
      <FilePicker
        label="Self-attested document (optional)"
        kind="pdf"
        uploads={uploads}
        current={initial?.document ? { src: initial.document, alt: `Document of ${initial.name}` } : null}
        hint="A PDF of at most 10 MB, for the Mandatory Public Disclosure."
      />
    </>
  );

  return (
    <AdminForm
      {...formProps('Add', 'Adding…', initial?.name ?? 'member')}
      label={initial ? `Edit ${initial.name}` : `Add a member to ${title}`}
      className={`staff-admin-member-form${teacher ? ' staff-admin-member-form--teacher' : ''}`}
      onSubmit={submit}
    >
      <SchemaField control={input.control} name="name" field={memberFields.name} label={initial ? 'Name' : undefined} />
      {details}
    </AdminForm>
  );
}

/** A teacher's designation as Section D names it, or none. */
function DesignationField({ control }: { control: Control<MemberInputs, unknown, MemberInputs> }) {
  return (
    <ChoiceField
      {...useBoundField(control, 'designation')}
      label="Designation (optional)"
      options={DESIGNATION_CHOICES}
      optionNames={DESIGNATION_NAMES}
      hint="As the Mandatory Public Disclosure counts teachers."
    />
  );
}
