import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CLASS_GROUPS, SCHOOL_CLASSES, type SchoolClass } from '@/content/schoolClasses';
import { inSchoolOrder } from '@/lib/audience';
import type { AudienceChoice } from './inputSchema';
import './AudienceField.css';

/** A class as a screen reader should hear it: 'Class IV', but 'LKG'. */
const spoken = (schoolClass: string) => (/^[IVX]+$/.test(schoolClass) ? `Class ${schoolClass}` : schoolClass);

interface AudienceFieldProps<T extends FieldValues> {
  /** The schema form's control, and the field (an AudienceChoice) it holds the choice in. */
  control: Control<T>;
  name: FieldPath<T>;
  /** What it is: 'notice', 'date'. */
  noun: string;
}

/**
 * Whom a notice or a date is for: Whole school, or Some classes with a box per class and quick choices for the usual
 * groups (KG, I-V, VI-VIII, IX-X, XI-XII). Its problem goes under it and marks the first box invalid (it takes focus).
 */
export function AudienceField<T extends FieldValues>({ control, name: fieldName, noun }: AudienceFieldProps<T>) {
  const { field: input, fieldState } = useController({ control, name: fieldName });
  const chosen = input.value as AudienceChoice;
  const error = fieldState.error?.message;
  const set = (next: Partial<AudienceChoice>) => input.onChange({ ...chosen, ...next });
  const toggle = (schoolClass: SchoolClass) =>
    set({ ticked: chosen.ticked.includes(schoolClass) ? chosen.ticked.filter((kept) => kept !== schoolClass) : inSchoolOrder([...chosen.ticked, schoolClass]) });
  // Ticks every class of the group, or unticks them all when all were ticked.
  const toggleGroup = (group: readonly SchoolClass[]) =>
    set({
      ticked: group.every((schoolClass) => chosen.ticked.includes(schoolClass))
        ? chosen.ticked.filter((kept) => !group.includes(kept))
        : inSchoolOrder([...chosen.ticked, ...group]),
    });
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="field choice-box" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">Who is it for</legend>
      <div className="audience-field__choices">
        <label className="choice-box__choice">
          <input type="radio" name={name} checked={!chosen.some} onChange={() => set({ some: false })} />
          <span>
            Whole school <span className="admin-hint">Every parent sees this {noun}.</span>
          </span>
        </label>
        <label className="choice-box__choice">
          <input type="radio" name={name} checked={chosen.some} onChange={() => set({ some: true })} />
          <span>
            Some classes <span className="admin-hint">Parents who chose these classes see it; everyone can still find it.</span>
          </span>
        </label>
      </div>
      {chosen.some && (
        <>
          <div className="audience-field__groups" role="group" aria-label="Tick a group of classes">
            {CLASS_GROUPS.map((group) => (
              <button
                key={group.label}
                type="button"
                className="audience-field__group"
                aria-pressed={group.classes.every((schoolClass) => chosen.ticked.includes(schoolClass))}
                onClick={() => toggleGroup(group.classes)}
              >
                {group.label}
              </button>
            ))}
          </div>
          <div className="audience-field__classes">
            {SCHOOL_CLASSES.map((schoolClass, index) => (
              <label key={schoolClass} className="audience-field__class">
                <input
                  type="checkbox"
                  checked={chosen.ticked.includes(schoolClass)}
                  onChange={() => toggle(schoolClass)}
                  ref={index === 0 ? input.ref : undefined}
                  aria-invalid={error && index === 0 ? true : undefined}
                  aria-label={spoken(schoolClass)}
                />
                <span aria-hidden="true">{schoolClass}</span>
              </label>
            ))}
          </div>
        </>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
