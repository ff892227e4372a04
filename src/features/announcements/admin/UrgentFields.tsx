import { useController, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/admin/FormTextField';
import { endOfDay, URGENT_DAYS, type AnnouncementInput } from './whenFields';

interface UrgentFieldsProps {
  control: Control<AnnouncementInput, unknown, AnnouncementInput>;
  /** When the notice appears as the form stands (null: a draft, or a schedule not yet complete). */
  appears: () => Date | null;
}

/**
 * The Urgent box and, once ticked, the day and time it stops being urgent (India Standard Time); ticked with no end
 * yet, the end is the end of the day the notice appears.
 */
export function UrgentFields({ control, appears }: UrgentFieldsProps) {
  const { field: urgent } = useController({ control, name: 'urgent' });
  const { field: day } = useController({ control, name: 'urgentDate' });
  const { field: time } = useController({ control, name: 'urgentTime' });
  function tick(checked: boolean) {
    urgent.onChange(checked);
    if (checked && !day.value) {
      const end = endOfDay(appears() ?? new Date());
      day.onChange(end.date);
      time.onChange(end.time);
    }
  }
  return (
    <fieldset className="field choice-box">
      <legend className="field__label">Urgent</legend>
      <label className="choice-box__choice">
        <input type="checkbox" checked={urgent.value} onChange={(event) => tick(event.target.checked)} />
        <span>
          Show it at the top of every page until the time below
          <span className="admin-hint"> For a closed school day or anything parents must see today; at most {URGENT_DAYS} days after it appears.</span>
        </span>
      </label>
      {urgent.value && (
        <div className="timing-fields__when">
          <FormTextField control={control} name="urgentDate" date label="Urgent until (day)" />
          <FormTextField control={control} name="urgentTime" type="time" label="Urgent until (time, India Standard Time)" />
        </div>
      )}
    </fieldset>
  );
}
