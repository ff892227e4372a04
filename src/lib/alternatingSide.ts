export type Side = 'left' | 'right';

/** Items that alternate (the achievements timeline, the photo grid's tilt): left first, then right, and so on. */
export function alternatingSide(index: number): Side {
  return index % 2 === 0 ? 'left' : 'right';
}
