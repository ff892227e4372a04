import { useId } from 'react';
import { CLASS_GROUPS, SCHOOL_CLASSES } from '@/content/schoolClasses';
import type { AudienceFieldState } from './useAudienceField';
import './AudienceField.css';

/** A class as a screen reader should hear it: 'Class IV', but 'LKG'. */
const spoken = (schoolClass: string) => (/^[IVX]+$/.test(schoolClass) ? `Class ${schoolClass}` : schoolClass);

/**
 * Whom a notice or a date is for: Whole school, or Some classes with a box per class and quick choices for the usual
 * groups (KG, I-V, VI-VIII, IX-X, XI-XII). `error` goes under it and marks the first box invalid (it takes focus).
 */
export function AudienceField({ field, error, noun }: { field: AudienceFieldState; error?: string | null; noun: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="field choice-box" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">Who is it for</legend>
      <div className="audience-field__choices">
        <label className="choice-box__choice">
          <input type="radio" name={name} checked={!field.some} onChange={() => field.setSome(false)} />
          <span>
            Whole school <span className="admin-hint">Every parent sees this {noun}.</span>
          </span>
        </label>
        <label className="choice-box__choice">
          <input type="radio" name={name} checked={field.some} onChange={() => field.setSome(true)} />
          <span>
            Some classes <span className="admin-hint">Parents who chose these classes see it; everyone can still find it.</span>
          </span>
        </label>
      </div>
      {field.some && (
        <>
          <div className="audience-field__groups" role="group" aria-label="Tick a group of classes">
            {CLASS_GROUPS.map((group) => (
              <button
                key={group.label}
                type="button"
                className="audience-field__group"
                aria-pressed={group.classes.every((schoolClass) => field.ticked.includes(schoolClass))}
                onClick={() => field.toggleGroup(group.classes)}
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
                  checked={field.ticked.includes(schoolClass)}
                  onChange={() => field.toggle(schoolClass)}
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
