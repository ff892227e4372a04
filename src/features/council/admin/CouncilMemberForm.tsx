import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { SingleImageField } from '@/components/admin/ImageFields';
import { PriorityField } from '@/components/admin/PriorityField';
import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import { TextField } from '@/components/admin/TextField';
import { useSingleImage } from '@/components/admin/useImageFields';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { councilMutations } from './councilAdminQueries';
import type { CouncilMember } from '../councilService';

/** The exact message when any of the five fields is missing (docs/product-rules.md#messages). */
const ALL_FIELDS_REQUIRED = 'All fields are required!';

/** Adds a council member (all five fields required), or (with `initial`) edits one; a new photo replaces the old. */
export function CouncilMemberForm({ initial, onDone }: { initial?: CouncilMember; onDone?: EditorDone }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [position, setPosition] = useState(initial?.position ?? '');
  const [year, setYear] = useState(initial?.year ?? '');
  const [priority, setPriority] = useState(initial?.priority?.toString() ?? '');
  const photo = useSingleImage(initial?.imageUrl);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...councilMutations,
    added: '✅ Member added!',
    addFailed: '❌ Something went wrong.',
  });

  function submit() {
    const priorityNumber = parseRequiredPriority(priority);
    const texts = [name, position, year].map((text) => text.trim());
    if (texts.includes('') || priorityNumber === null || !photo.chosen) {
      form.fail(ALL_FIELDS_REQUIRED);
      return;
    }
    void save(
      async () => ({ name, position, year, priority: priorityNumber, imageUrl: await photo.url() }),
      () => {
        [setName, setPosition, setYear, setPriority].forEach((clear) => clear(''));
        photo.uploads.clear();
      },
    );
  }

  return (
    <AdminForm {...formProps('Add member', 'Adding…', initial?.name || 'member')} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label="Name" value={name} onChange={setName} maxLength={100} />
        <TextField label="Position" value={position} onChange={setPosition} maxLength={100} placeholder="e.g. Head Girl" />
        <TextField label="Year" value={year} onChange={setYear} maxLength={20} placeholder="e.g. 2026-27" />
        <PriorityField value={priority} onChange={setPriority} placeholder="1 = shown first" />
      </div>
      <SingleImageField label="Photo" image={photo} of={initial?.name ?? ''} hint="A portrait photo works best; it is shown on the Council page." />
    </AdminForm>
  );
}
