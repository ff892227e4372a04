import { PriorityField } from '@/components/admin/PriorityField';
import { TextField } from '@/components/admin/TextField';
import type { CouncilMemberInput } from './councilMemberInput';

interface Props {
  input: CouncilMemberInput;
  onChange: (input: CouncilMemberInput) => void;
  disabled?: boolean;
}

/** Name, position, year and priority of a council member: shared by the add form and the in-place editor. */
export function CouncilMemberFields({ input, onChange, disabled = false }: Props) {
  const set = (field: keyof CouncilMemberInput) => (value: string) => onChange({ ...input, [field]: value });

  return (
    <div className="admin-form__fields">
      <TextField label="Name" value={input.name} onChange={set('name')} required maxLength={100} autoComplete="off" disabled={disabled} />
      <TextField
        label="Position"
        value={input.position}
        onChange={set('position')}
        required
        maxLength={100}
        placeholder="e.g. Head Girl"
        autoComplete="off"
        disabled={disabled}
      />
      <TextField
        label="Year"
        value={input.year}
        onChange={set('year')}
        required
        maxLength={20}
        placeholder="e.g. 2026-27"
        autoComplete="off"
        disabled={disabled}
      />
      <PriorityField inputMode="numeric" value={input.priority} onChange={set('priority')} placeholder="1 = shown first" disabled={disabled} />
    </div>
  );
}
