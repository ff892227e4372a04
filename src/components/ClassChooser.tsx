import { useState } from 'react';
import { SCHOOL_CLASSES } from '@/content/schoolClasses';
import { inSchoolOrder, type Audience } from '@/lib/audience';
import { saveClassChoice } from '@/lib/classChoice';
import { Modal } from './Modal';

/** A class as a parent reads it on a box: 'Class IV', but 'LKG'. */
const named = (schoolClass: string) => (/^[IVX]+$/.test(schoolClass) ? `Class ${schoolClass}` : schoolClass);

/**
 * The dialog where a parent ticks the classes of their children (more than one child is common), kept on this device
 * (no account, nothing sent): the lists then show the whole school's items and those classes' items. `onDone(true)`
 * once saved.
 */
export default function ClassChooser({ chosen, onDone }: { chosen: Audience; onDone: (saved: boolean) => void }) {
  const [ticked, setTicked] = useState<Audience>(chosen);
  const [failed, setFailed] = useState(false);

  function keep(classes: Audience) {
    if (!saveClassChoice(classes)) {
      setFailed(true);
      return;
    }
    onDone(true);
  }

  return (
    <Modal open onClose={() => onDone(false)} title="Your children's classes" className="class-chooser">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          keep(ticked);
        }}
      >
        <fieldset className="bare-fieldset">
          <legend className="class-chooser__intro">
            Tick the classes of your children. Notices and dates for the whole school always show; those for other classes
            are left out (a link to one still opens it). Kept on this device only.
          </legend>
          <div className="class-chooser__classes">
            {SCHOOL_CLASSES.map((schoolClass) => (
              <label key={schoolClass} className="class-chooser__class">
                <input
                  type="checkbox"
                  checked={ticked.includes(schoolClass)}
                  onChange={() =>
                    setTicked((current) => (current.includes(schoolClass) ? current.filter((kept) => kept !== schoolClass) : inSchoolOrder([...current, schoolClass])))
                  }
                />
                {named(schoolClass)}
              </label>
            ))}
          </div>
        </fieldset>
        {failed && (
          <p className="class-chooser__error" role="alert">
            This browser does not let the site keep anything on the device (a private window?), so the choice cannot be kept.
          </p>
        )}
        <p className="class-chooser__actions">
          <button type="submit" className="button" disabled={ticked.length === 0}>
            Show these classes
          </button>
          <button type="button" className="button button--secondary" onClick={() => keep([])}>
            Show every class
          </button>
        </p>
      </form>
    </Modal>
  );
}
