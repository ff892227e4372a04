export type PhotoTilt = 'left' | 'right';

/** The photo grid's cards lean alternately left and right, starting with left. */
export function photoTiltForIndex(index: number): PhotoTilt {
  return index % 2 === 0 ? 'left' : 'right';
}
