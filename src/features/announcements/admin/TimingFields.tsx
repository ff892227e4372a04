import { useId } from 'react';
import { DateField } from '@/components/admin/DateField';
import { TextField } from '@/components/admin/TextField';
import type { TimingKind, TimingFieldsState, TimingProblems } from './useTimingFields';

const CHOICES: { kind: TimingKind; label: string; hint: string }[] = [
  { kind: 'now', label: 'Publish now', hint: 'Visitors see it at once.' },
  { kind: 'scheduled', label: 'Schedule', hint: 'Visitors see it from the day and time you choose, dated then.' },
  { kind: 'draft', label: 'Save as draft', hint: 'Visitors do not see it until you publish it.' },
];

/** When visitors see the announcement (publish now, schedule, draft) and when it moves to the archive. */
export function TimingFields({ fields, errors }: { fields: TimingFieldsState; errors: TimingProblems }) {
  const name = useId();
  return (
    <>
      {fields.offersTiming && (
        <fieldset className="field choice-box">
          <legend className="field__label">When visitors see it</legend>
          {CHOICES.map((choice) => (
            <label key={choice.kind} className="choice-box__choice">
              <input type="radio" name={name} value={choice.kind} checked={fields.kind === choice.kind} onChange={() => fields.setKind(choice.kind)} />
              <span>
                {choice.label}
                <span className="admin-hint"> {choice.hint}</span>
              </span>
            </label>
          ))}
          {fields.kind === 'scheduled' && (
            <div className="timing-fields__when">
              <DateField label="Day" value={fields.date} onChange={fields.setDate} error={errors.scheduleDate} />
              <TextField label="Time (India Standard Time)" type="time" value={fields.time} onChange={fields.setTime} error={errors.scheduleTime} />
            </div>
          )}
        </fieldset>
      )}
      <DateField
        label="Take down on (optional)"
        value={fields.takeDown}
        onChange={fields.setTakeDown}
        error={errors.takeDown}
        hint="From the start of that day (India Standard Time) visitors find it in the archive."
      />
    </>
  );
}
