import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/admin/FormTextField';
import type { AnnouncementInput, TimingKind } from './whenFields';

const CHOICES: { kind: TimingKind; label: string; hint: string }[] = [
  { kind: 'now', label: 'Publish now', hint: 'Visitors see it at once.' },
  { kind: 'scheduled', label: 'Schedule', hint: 'Visitors see it from the day and time you choose, dated then.' },
  { kind: 'draft', label: 'Save as draft', hint: 'Visitors do not see it until you publish it.' },
];

/**
 * When visitors see the announcement (publish now, schedule, draft; not offered for one already published, which
 * keeps its date) and when it moves to the archive.
 */
export function TimingFields({ control, offersTiming }: { control: Control<AnnouncementInput, unknown, AnnouncementInput>; offersTiming: boolean }) {
  const name = useId();
  const { field: when } = useController({ control, name: 'when' });
  return (
    <>
      {offersTiming && (
        <fieldset className="field choice-box">
          <legend className="field__label">When visitors see it</legend>
          {CHOICES.map((choice) => (
            <label key={choice.kind} className="choice-box__choice">
              <input type="radio" name={name} value={choice.kind} checked={when.value === choice.kind} onChange={() => when.onChange(choice.kind)} />
              <span>
                {choice.label}
                <span className="admin-hint"> {choice.hint}</span>
              </span>
            </label>
          ))}
          {when.value === 'scheduled' && (
            <div className="timing-fields__when">
              <FormTextField control={control} name="scheduleDate" date label="Day" />
              <FormTextField control={control} name="scheduleTime" type="time" label="Time (India Standard Time)" />
            </div>
          )}
        </fieldset>
      )}
      <FormTextField
        control={control}
        name="takeDown"
        date
        label="Take down on (optional)"
        hint="From the start of that day (India Standard Time) visitors find it in the archive."
      />
    </>
  );
}
