import { lazy, Suspense, useState } from 'react';
import { audienceLabel, type Audience } from '@/lib/audience';
import { useClassChoice, useClassesForReads } from '@/lib/useClassChoice';
import './ClassFilter.css';

// Loaded when a parent opens it: most visits never do.
const ClassChooser = lazy(() => import('./ClassChooser'));

const NONE: Audience = [];

/**
 * A page's filter by the device's classes: the classes its reads and lists use (none while the parent asked to see
 * everything for now: 'Show all'), and the choice itself.
 */
export function useClassFilter() {
  const chosen = useClassesForReads();
  const [showingAll, setShowingAll] = useState(false);
  return { chosen, showingAll, setShowingAll, classes: showingAll ? NONE : chosen };
}

export type ClassFilterState = ReturnType<typeof useClassFilter>;

/**
 * The line above a list filtered by the device's classes: what it shows ("Showing notices for Classes IV and IX and the
 * whole school"), Show all (for now) or back to the chosen classes, and the button that opens the chooser (kept on the
 * device), and a short `note` ('2 new'). Two rows of fixed height whatever it says, so that nothing below moves when the device's choice replaces
 * the prerendered line.
 */
export function ClassFilter({ filter, noun, note }: { filter: ClassFilterState; noun: 'notices' | 'dates'; note?: string | null }) {
  const chosen = useClassChoice();
  const [choosing, setChoosing] = useState(false);
  const filtered = chosen.length > 0 && !filter.showingAll;
  const line = filtered ? `Showing ${noun} for ${audienceLabel(chosen)} and the whole school.` : `Showing ${noun} for every class.`;
  return (
    <div className="class-filter" role="group" aria-label={`Which ${noun} are shown`}>
      <p className="class-filter__line">{line}</p>
      <p className="class-filter__actions">
        {chosen.length > 0 && (
          <button type="button" className="text-button class-filter__button" onClick={() => filter.setShowingAll(filtered)}>
            {filtered ? 'Show all' : `Show only ${audienceLabel(chosen)}`}
          </button>
        )}
        <button type="button" className="text-button class-filter__button" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
          {chosen.length === 0 ? "Choose your child's classes" : 'Change classes'}
        </button>
        {note && <span className="pill class-filter__note">{note}</span>}
      </p>
      {choosing && (
        <Suspense>
          <ClassChooser
            chosen={chosen}
            onDone={(saved) => {
              setChoosing(false);
              if (saved) filter.setShowingAll(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
