import { AdminForm } from '@/components/admin/AdminForm';
import { PriorityField } from '@/components/admin/PriorityField';
import { TextField } from '@/components/admin/TextField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { errorText } from '@/lib/errorText';
import { staffGroupTitle } from '../staffDisplay';
import { staffGroupMutations } from './staffAdminQueries';
import type { StaffGroup, StaffKind } from '../staffService';
import { STAFF_KIND_TEXT, UPDATE_FAILED } from './staffAdminText';

interface Props {
  kind: StaffKind;
  siteId: string;
  initial?: StaffGroup;
  onDone?: EditorDone;
}

/** Adds a faculty department or a non-teaching category, or (with `initial`) renames or reprioritises one. */
export function StaffGroupForm({ kind, siteId, initial, onDone }: Props) {
  const text = STAFF_KIND_TEXT[kind];
  const { values, set, setValues } = useFieldValues({ name: initial?.name ?? '', priority: initial?.priority?.toString() ?? '' });
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...staffGroupMutations(siteId, kind),
    added: (draft) => `Added the ${text.noun} “${draft.name.trim()}”.`,
    addFailed: (error) => text.addFailed + errorText(error),
    updateFailed: (error) => UPDATE_FAILED + errorText(error),
  });

  function submit() {
    if (!values.name.trim()) {
      form.fail(text.name.missing);
      return;
    }
    void save(
      () => values,
      () => setValues({ name: '', priority: '' }),
    );
  }

  return (
    <AdminForm {...formProps(text.addButton, 'Adding…', initial ? staffGroupTitle(kind, initial) : text.noun)} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label={text.name.label} value={values.name} onChange={set('name')} maxLength={text.name.max} />
        <PriorityField value={values.priority} onChange={set('priority')} hint="Lower numbers are listed first. Left empty, the priority is 1." />
      </div>
    </AdminForm>
  );
}
