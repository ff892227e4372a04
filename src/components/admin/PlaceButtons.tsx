import { useLayoutEffect, useRef, useState } from 'react';
import { useFormChange } from './formChange';
import './PlaceButtons.css';

interface PlaceButtonsProps {
  /** What is moved, completing the buttons' names ('Move Sports Day, photo 2 earlier'). */
  name: string;
  /** Its place in the list, from 0, and the list's length. */
  index: number;
  count: number;
  /** Moves it to `to`; the form saves the new order. */
  onMove: (to: number) => void;
}

/**
 * Earlier and Later for one picture of a form's list (saved with the form). The focus stays on the button used as the
 * picture moves, or goes to the other once that is disabled; a screen reader hears the new place.
 */
export function PlaceButtons({ name, index, count, onMove }: PlaceButtonsProps) {
  const changed = useFormChange();
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const moved = useRef<'earlier' | 'later' | null>(null);
  const [said, setSaid] = useState('');

  // A moved element loses the focus: it is given back once the list shows the new place.
  useLayoutEffect(() => {
    const used = moved.current === 'earlier' ? earlier.current : moved.current === 'later' ? later.current : null;
    moved.current = null;
    if (!used) return;
    (used.disabled ? (used === earlier.current ? later.current : earlier.current) : used)?.focus();
  }, [index]);

  const move = (direction: 'earlier' | 'later') => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    moved.current = direction;
    setSaid(`Moved ${direction}: now ${to + 1} of ${count}.`);
    onMove(to);
    changed();
  };

  return (
    <span className="place-buttons">
      <button ref={earlier} type="button" className="button button--secondary button--small" disabled={index === 0} onClick={() => move('earlier')} aria-label={`Move ${name} earlier`}>
        Earlier
      </button>
      <button ref={later} type="button" className="button button--secondary button--small" disabled={index === count - 1} onClick={() => move('later')} aria-label={`Move ${name} later`}>
        Later
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </span>
  );
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
