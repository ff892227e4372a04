import { useState } from 'react';
import type { SchoolClass } from '@/content/schoolClasses';
import { inSchoolOrder, type Audience } from '@/lib/audience';

/** What the field says when 'Some classes' is chosen and none is ticked. */
export const NO_CLASS_TICKED = 'Tick at least one class, or choose Whole school.';

/**
 * The state of an admin form's audience: the whole school (the default, stored as no audience), or some classes, ticked
 * one by one or a usual group at a time.
 */
export function useAudienceField(initial: Audience) {
  const [some, setSome] = useState(initial.length > 0);
  const [ticked, setTicked] = useState<Audience>(initial);

  const toggle = (schoolClass: SchoolClass) =>
    setTicked((current) => (current.includes(schoolClass) ? current.filter((kept) => kept !== schoolClass) : inSchoolOrder([...current, schoolClass])));

  /** Ticks every class of the group, or unticks them all when all were ticked. */
  const toggleGroup = (group: readonly SchoolClass[]) =>
    setTicked((current) =>
      group.every((schoolClass) => current.includes(schoolClass))
        ? current.filter((kept) => !group.includes(kept))
        : inSchoolOrder([...current, ...group]),
    );

  return {
    some,
    setSome,
    ticked,
    toggle,
    toggleGroup,
    /** What is wrong, or null. */
    problem: (): string | null => (some && ticked.length === 0 ? NO_CLASS_TICKED : null),
    /** The audience to store: none for the whole school. */
    value: (): Audience => (some ? ticked : []),
    clear: () => {
      setSome(false);
      setTicked([]);
    },
  };
}

export type AudienceFieldState = ReturnType<typeof useAudienceField>;
