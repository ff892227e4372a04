import type { CouncilMemberInput } from './councilMemberInput';

interface Props {
  input: CouncilMemberInput;
  onChange: (input: CouncilMemberInput) => void;
  disabled?: boolean;
}

/** Name, position, year and priority of a council member: shared by the add form and the in-place editor. */
export function CouncilMemberFields({ input, onChange, disabled = false }: Props) {
  const set = (field: keyof CouncilMemberInput) => (event: { target: { value: string } }) =>
    onChange({ ...input, [field]: event.target.value });

  return (
    <div className="council-admin__fields">
      <label className="field">
        <span className="field__label">Name</span>
        <input className="field__input" value={input.name} onChange={set('name')} required maxLength={100} autoComplete="off" disabled={disabled} />
      </label>
      <label className="field">
        <span className="field__label">Position</span>
        <input
          className="field__input"
          value={input.position}
          onChange={set('position')}
          required
          maxLength={100}
          placeholder="e.g. Head Girl"
          autoComplete="off"
          disabled={disabled}
        />
      </label>
      <label className="field">
        <span className="field__label">Year</span>
        <input
          className="field__input"
          value={input.year}
          onChange={set('year')}
          required
          maxLength={20}
          placeholder="e.g. 2026-27"
          autoComplete="off"
          disabled={disabled}
        />
      </label>
      <label className="field">
        <span className="field__label">Priority</span>
        <input
          className="field__input"
          type="number"
          inputMode="numeric"
          step="any"
          value={input.priority}
          onChange={set('priority')}
          required
          placeholder="1 = shown first"
          disabled={disabled}
        />
      </label>
    </div>
  );
}
