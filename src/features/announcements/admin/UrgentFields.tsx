import { DateField } from '@/components/admin/DateField';
import { TextField } from '@/components/admin/TextField';
import { URGENT_DAYS, type UrgentFieldsState, type UrgentProblems } from './useUrgentFields';

/** The Urgent box and, once ticked, the day and time it stops being urgent (India Standard Time). */
export function UrgentFields({ fields, appears, errors }: { fields: UrgentFieldsState; appears: () => Date | null; errors: UrgentProblems }) {
  return (
    <fieldset className="field choice-box">
      <legend className="field__label">Urgent</legend>
      <label className="choice-box__choice">
        <input type="checkbox" checked={fields.urgent} onChange={(event) => fields.setUrgent(event.target.checked, appears())} />
        <span>
          Show it at the top of every page until the time below
          <span className="admin-hint"> For a closed school day or anything parents must see today; at most {URGENT_DAYS} days after it appears.</span>
        </span>
      </label>
      {fields.urgent && (
        <div className="timing-fields__when">
          <DateField label="Urgent until (day)" value={fields.date} onChange={fields.setDate} error={errors.urgentDate} />
          <TextField label="Urgent until (time, India Standard Time)" type="time" value={fields.time} onChange={fields.setTime} error={errors.urgentTime} />
        </div>
      )}
    </fieldset>
  );
}
